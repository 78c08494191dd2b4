import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { type RequestContext, hasRole } from '../context/request-context.js';
import { domainModules } from '../modules/modules.js';
import { Node, type NodeDefinition, fromGlobalId } from './node.js';

/** How to load each refetchable node type by database id, as the domain modules declare them. */
const refetchable = new Map(
  domainModules
    .flatMap((module) => module.nodes ?? [])
    .flatMap((node): [string, NodeDefinition][] => (node.load ? [[node.typeName, node]] : [])),
);

@Resolver()
export class NodeResolver {
  @Query(() => Node, {
    nullable: true,
    description:
      'Fetches any object by its global id (Relay). Only the exact `id` strings this API returns are accepted. Null, never an error, ' +
      "when the id names no object you may see: unknown, deleted, unpublished, another customer's, one your role may not read (an order for a " +
      'visitor or a trainer), or a string that is ' +
      'not exactly such an id (another base64 spelling, `Course:01`, a `databaseId`).',
  })
  async node(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'A global `id`, exactly as returned by this API.' }) id: string,
  ) {
    // Null for malformed ids too, as Relay clients expect of node(id:): a refetch of a gone object is not an error either.
    const parsed = fromGlobalId(id);
    const definition = parsed && refetchable.get(parsed.type);
    if (!parsed || !definition?.load) return null;
    // Null, not a refusal: whether an object exists is not told to someone who may not read it.
    if (definition.readableBy && !hasRole(ctx.user, definition.readableBy)) return null;
    const found = await definition.load(ctx, parsed.databaseId);
    // Plain rows and entities alike: the Node interface resolves them by this type name.
    return found ? { ...found, __typename: parsed.type } : null;
  }
}
