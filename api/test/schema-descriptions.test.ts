import 'reflect-metadata';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { getSchema } from '../src/graphql/schema.js';

/**
 * Third-party developers read the schema through introspection: every type, field, argument, enum
 * value and input field says what it is (units, caps, what null means). Lists every element without.
 */
async function undocumentedElements(): Promise<string[]> {
  const schema = await getSchema();
  const missing: string[] = [];
  const check = (path: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(path);
  };
  const checkArgs = (path: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) check(`${path}(${arg.name}:)`, arg.description);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        check(`${type.name}.${field.name}`, field.description);
        checkArgs(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()) as GraphQLInputField[]) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name)) continue;
    check(`@${directive.name}`, directive.description);
    checkArgs(`@${directive.name}`, directive.args);
  }
  return missing;
}

describe('schema documentation', () => {
  it('describes every public type, field, argument, enum value and input field', async () => {
    expect(await undocumentedElements()).toEqual([]);
  });

  it('states the page-size cap and the default on every first/last argument', async () => {
    const schema = await getSchema();
    const pagingArgs = Object.values(schema.getQueryType()!.getFields()).flatMap((field) =>
      field.args
        .filter((arg) => arg.name === 'first' || arg.name === 'last')
        .map((arg) => [`${field.name}(${arg.name}:)`, arg.description ?? ''] as const),
    );
    // Every connection of the schema pages both ways (a count, not a fixed number: new lists join by themselves).
    const connections = Object.values(schema.getQueryType()!.getFields()).filter((field) =>
      getNamedType(field.type).name.endsWith('Connection'),
    );
    expect(connections.length).toBeGreaterThanOrEqual(3);
    expect(pagingArgs.length).toBe(connections.length * 2);
    for (const [name, description] of pagingArgs) {
      expect([name, description]).toEqual([name, expect.stringMatching(/0 to 200/)]);
      if (name.endsWith('(first:)'))
        expect([name, description]).toEqual([name, expect.stringMatching(/Default \d+ when `last` is not given/)]);
    }
  });
});
