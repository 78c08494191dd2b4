import { type GraphQLSchema, isObjectType } from 'graphql';
import { type ClassType, getMetadataStorage } from 'type-graphql';

/**
 * Lets graphql-js (and graphql-jit) read a plain `@Field` property straight from its row. type-graphql gives every
 * field a resolver of its own that runs the field's middlewares and auth check, even where there are none, and then
 * reads `row[name]`: a closure call, an object and a promise check per field and row (2,800 on a list of 200 courses),
 * and a call graphql-jit cannot inline. Here a field without `@Authorized`, without middlewares, without a field
 * resolver and named as its property gets no resolver, which reads the same property. Decided from type-graphql's own
 * metadata once the schema is built (it has then worked out each field's roles and middlewares), by its own rule for
 * which field resolver a field has; protected and resolved fields keep their resolvers.
 */
export function readPlainFieldsDirectly(schema: GraphQLSchema, resolvers: readonly ClassType[]): GraphQLSchema {
  const storage = getMetadataStorage();
  type Target = (typeof storage.fieldResolvers)[number]['target'];
  const hasFieldResolver = (target: Target, name: string) =>
    storage.fieldResolvers.some(
      (resolver) =>
        (resolver.kind === 'internal' || resolvers.includes(resolver.target as ClassType)) &&
        resolver.getObjectType?.() === target &&
        resolver.methodName === name,
    );
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const field of objectType.fields ?? []) {
      const schemaField = fields[field.schemaName];
      if (!schemaField?.resolve || field.schemaName !== field.name) continue;
      if (field.roles || field.middlewares?.length || hasFieldResolver(field.target, field.name)) continue;
      schemaField.resolve = undefined;
    }
  }
  return schema;
}
