import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context.js';
import { domainModules } from '../modules/modules.js';
import { Node, type NodeDefinition, fromGlobalId } from './node.js';

/** How to load each refetchable node type by database id, as the domain modules declare them. */
const nodeLoaders = new Map(
  domainModules.flatMap((module) => module.nodes ?? []).flatMap((node): [string, NonNullable<NodeDefinition['load']>][] => (node.load ? [[node.typeName, node.load]] : [])),
);

@Resolver()
export class NodeResolver {
  @Query(() => Node, { nullable: true, description: 'Fetches any object by its global id.' })
  async node(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    const parsed = fromGlobalId(id);
    const load = parsed && nodeLoaders.get(parsed.type);
    if (!parsed || !load) return null;
    const found = await load(ctx, parsed.databaseId);
    // Plain rows and entities alike: the Node interface resolves them by this type name.
    return found ? { ...found, __typename: parsed.type } : null;
  }
}
