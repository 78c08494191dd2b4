/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, waitFor } from '@testing-library/react';
import { buildSchema, getVariableValues, type GraphQLSchema, type OperationDefinitionNode, parse } from 'graphql';
import type { ReactElement } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationDescriptor, OperationType } from 'relay-runtime';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';

/** How the generated data is shaped: resolvers per GraphQL type, as `MockPayloadGenerator.generate` takes them. */
export type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

export const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

/**
 * Types whose generated values would make up something no test asked for: a child's progress is empty
 * unless a test's resolvers give one.
 */
const DEFAULT_RESOLVERS: Resolvers = {
  ParticipantProgress: () => ({ attendedSessions: 0, badges: [] }),
};
const generate = (operation: OperationDescriptor, resolvers: Resolvers) =>
  MockPayloadGenerator.generate(operation, { ...DEFAULT_RESOLVERS, ...resolvers });

/** Answers every operation on the mock environment with generated data shaped by `resolvers`. */
export function resolveAllOperations(environment: MockEnvironment, resolvers: Resolvers): void {
  environment.mock.queueOperationResolver((operation: OperationDescriptor) => generate(operation, resolvers));
}

/**
 * Answers these operations, in this order, as soon as the page sends them (others wait for the test):
 * for what a page suspends on, since an answer given later would resume it outside `act`.
 */
export function answerOnArrival(environment: MockEnvironment, answers: [name: string, resolvers: Resolvers][]) {
  for (const [name, resolvers] of answers) {
    environment.mock.queueOperationResolver((operation: OperationDescriptor) =>
      operationName(operation) === name ? generate(operation, resolvers) : null,
    );
  }
}

/** The pending operations with this name, oldest first. */
export function pendingNamed(environment: MockEnvironment, name: string): OperationDescriptor[] {
  return environment.mock.getAllOperations().filter((operation) => operationName(operation) === name);
}

/** The pending operation with this name (the newest, when there are several); throws when there is none. */
export function pending(environment: MockEnvironment, name: string): OperationDescriptor {
  const found = pendingNamed(environment, name).at(-1);
  if (!found)
    throw new Error(`no pending ${name}; pending: ${environment.mock.getAllOperations().map(operationName).join(', ') || 'none'}`);
  return found;
}

/** Waits until an operation with this name is sent, and gives the newest. */
export async function whenSent(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = pending(environment, name);
  });
  return found!;
}

/**
 * Answers the newest operation with this name (waiting for it to be sent) with data generated from `resolvers`.
 * Async: a page that suspended on it resumes in a microtask, which must happen inside `act` too.
 */
export async function answer(environment: MockEnvironment, name: string, resolvers: Resolvers): Promise<OperationDescriptor> {
  const operation = await whenSent(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, generate(operation, resolvers));
  });
  return operation;
}

/** Fails the newest operation with this name (waiting for it to be sent) as the network layer would (offline, 5xx). */
export async function fail(environment: MockEnvironment, name: string, error = new Error('Failed to fetch')): Promise<OperationDescriptor> {
  const operation = await whenSent(environment, name);
  await act(async () => {
    environment.mock.reject(operation, error);
  });
  return operation;
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

let schema: GraphQLSchema | undefined;

/**
 * The operation's variables as the server would judge them (schema.graphql, the document from persisted-queries.json):
 * the problems graphql-js finds, empty when the server takes them. The mock environment itself takes anything, so a
 * form that sends back a read-only field (`progress` into an input type) passes a component test unless it asks this.
 */
export function variableProblems(operation: OperationDescriptor): string[] {
  schema ??= buildSchema(readFileSync(resolve(__dirname, '../../../schema.graphql'), 'utf8'));
  const { id, text, name } = operation.request.node.params;
  const documents = JSON.parse(readFileSync(resolve(__dirname, '../__generated__/persisted-queries.json'), 'utf8')) as Record<
    string,
    string
  >;
  const source = text ?? (id ? documents[id] : undefined);
  if (!source) throw new Error(`no document for ${name}`);
  const definition = parse(source).definitions.find((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition');
  const { errors } = getVariableValues(schema, definition?.variableDefinitions ?? [], operation.request.variables);
  return (errors ?? []).map((error) => error.message);
}
