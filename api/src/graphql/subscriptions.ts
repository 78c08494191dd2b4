import { type ExecutionArgs, type ExecutionResult, createSourceEventStream, execute } from 'graphql';
import type { RequestContext } from '../context/request-context.js';
import { type EndableIterator, mapEach } from '../util/async-iterators.js';

/**
 * A subscription's source may yield events that bring their own context (`{ context: RequestContext }`): their fields
 * are then resolved in it instead of the subscription's. graphql-js's `subscribe` resolves every event in the one
 * context of the moment it subscribed, whose identity map and loaders would answer each event from what the first
 * one read, and whose user would keep the role it had then.
 */
interface EventWithContext {
  context: RequestContext;
}

const hasOwnContext = (payload: unknown): payload is EventWithContext =>
  typeof payload === 'object' && payload !== null && 'context' in payload && typeof (payload as EventWithContext).context?.em === 'object';

/**
 * graphql-js's `subscribe`, with each event executed in its own context (above), and an iterator whose `return()`
 * ends the source at once. The refusal of the subscription itself (the auth checker, a bad argument) comes back as
 * an ExecutionResult with `errors`, as graphql-js's does.
 */
export async function subscribePerEvent(args: ExecutionArgs): Promise<EndableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  return mapEach(source[Symbol.asyncIterator](), (payload: unknown) =>
    execute({ ...args, rootValue: payload, contextValue: hasOwnContext(payload) ? payload.context : args.contextValue }),
  );
}
