import {
  type GraphQLArgument,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
} from 'graphql';

/**
 * The deprecation policy (docs/api/CHANGELOG.md): partners' clients read a field for as long as it is in the schema,
 * so nothing is removed by surprise. A field, argument, input field or enum value is first deprecated with a reason
 * that names the day after which it may go, `@deprecated(reason: "Use `x`. Removal after 2027-06-30")`, at least
 * NOTICE_MONTHS after the release that announces it; only after that day may a release remove it.
 */
export const NOTICE_MONTHS = 6;
const REMOVAL_NOTE = /\bRemoval after (\d{4}-\d{2}-\d{2})\b/;

export interface Deprecation {
  /** As @graphql-inspector/core names it: `Type.field`, `Type.field.argument`, `Input.field`, `Enum.VALUE`. */
  path: string;
  reason: string;
}

export interface SchemaElement {
  path: string;
  /** The type an object field returns or an argument or input field takes (lists and non-null unwrapped); none for enum values. */
  typeName: string | null;
  deprecationReason: string | null;
}

/** Every field, argument, input field and enum value of the schema (the introspection types aside), in the schema's order. */
export function elementsOf(schema: GraphQLSchema): SchemaElement[] {
  const found: SchemaElement[] = [];
  const add = (path: string, type: GraphQLType | null, deprecationReason: string | null | undefined) =>
    found.push({ path, typeName: type ? getNamedType(type).name : null, deprecationReason: deprecationReason ?? null });
  const addArguments = (fieldPath: string, args: readonly GraphQLArgument[]) => {
    for (const argument of args) add(`${fieldPath}.${argument.name}`, argument.type, argument.deprecationReason);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.type, field.deprecationReason);
        addArguments(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field.type, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) add(`${type.name}.${value.name}`, null, value.deprecationReason);
    }
  }
  return found;
}

/** Every deprecated element of the schema. */
export function deprecationsOf(schema: GraphQLSchema): Deprecation[] {
  return elementsOf(schema).flatMap(({ path, deprecationReason }) =>
    deprecationReason === null ? [] : [{ path, reason: deprecationReason }],
  );
}

/** The day a deprecation reason names with "Removal after YYYY-MM-DD", or null when it names none or no real day. */
export function removalDateOf(reason: string): string | null {
  const day = REMOVAL_NOTE.exec(reason)?.[1];
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  // 2027-02-30 rolls over to March: not a day of the calendar.
  return new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10) === day ? day : null;
}

/** `day` (ISO) plus whole months; the 31st becomes the month's last day rather than rolling over into the next. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** The deprecations whose reason names no removal day: each is a problem the schema test reports. */
export function undatedDeprecations(schema: GraphQLSchema): Deprecation[] {
  return deprecationsOf(schema).filter(({ reason }) => removalDateOf(reason) === null);
}
