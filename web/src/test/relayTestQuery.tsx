import type { ReactElement } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationDescriptor, OperationType } from 'relay-runtime';
import { MockPayloadGenerator, type MockEnvironment as RelayMockEnvironment } from 'relay-test-utils';

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

/** Answers every operation on the mock environment with generated data shaped by `resolvers`. */
export function resolveAllOperations(environment: RelayMockEnvironment, resolvers: Resolvers): void {
  environment.mock.queueOperationResolver((operation: OperationDescriptor) => MockPayloadGenerator.generate(operation, resolvers));
}

/** Renders `children` with the data of a test query (a fragment owner for the component under test). */
export function QueryRenderer<TQuery extends OperationType>({
  query,
  children,
}: {
  query: GraphQLTaggedNode;
  children: (data: TQuery['response']) => ReactElement;
}) {
  const data = useLazyLoadQuery<TQuery>(query, {} as TQuery['variables']);
  return children(data);
}
