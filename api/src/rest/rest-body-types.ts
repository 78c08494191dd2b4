import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  typeFromAST,
} from 'graphql';
import type { Language } from '../context/language.js';
import { type ApiMessageId, apiMessage } from '../http/api-messages.js';
import { type RestFieldError, RestError, type RestRequest, type RestRoute, restValidationFailed } from './rest-route.js';

/**
 * The JSON types of a REST row's body, as the operation's input declares them.
 *
 * A row builds its operation's variables from untyped JSON, and many read a field only when it has the expected type
 * (`typeof body.schedule === 'string'`): a field of another type was dropped without a word, and the request answered
 * 200 with nothing changed. Here every body field the row reads is checked against the input field it fills, for every
 * row alike: `400 VALIDATION_FAILED` with `INVALID_TYPE` on each such field, before the operation runs (nothing changes).
 *
 * Which input field a body field fills: the same name (nested fields and list items by their dotted path,
 * `items.0.courseId`), or the name the row's `fieldName` gives it (`customer.firstName` is `customerFirstName`).
 * The REST door's leniences stay: a whole number may come as a numeric text (documented for `courseId` and `rating`),
 * an id as a whole number, and `null` is left to the row (it clears a field, or counts as missing). A field renamed
 * from a number may carry it in other units (`totalAmount` in euros fills `expectedTotalCents`), so it is only
 * checked for being a single value.
 */

export const INVALID_TYPE = 'INVALID_TYPE';

/** The GraphQL Int's range (32 bits), which every whole-number input field has. */
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** Deeper than any input of the schema; stops the walk through a self-referencing input type whose body part is absent. */
const MAX_DEPTH = 12;

type Problem = { id: ApiMessageId; values?: Record<string, number> };
type Kinds = 'all' | 'single value';

/** Why `value` cannot fill an input of `type` (null: it can, as far as its JSON type goes; its items are checked apart). */
function typeProblem(type: GraphQLInputType, value: unknown, kinds: Kinds): Problem | null {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return Array.isArray(value) ? null : { id: 'typeList' };
  if (isInputObjectType(nullable)) return isPlainObject(value) ? null : { id: 'typeObject' };
  if (kinds === 'single value') return typeof value === 'object' ? { id: 'typeSingleValue' } : null;
  if (isEnumType(nullable)) return typeof value === 'string' ? null : { id: 'typeChoice' };
  switch (nullable.name) {
    case 'Boolean':
      return typeof value === 'boolean' ? null : { id: 'typeBoolean' };
    case 'Int':
      return isWholeNumber(value) ? null : { id: 'typeWholeNumber', values: { min: INT_MIN, max: INT_MAX } };
    case 'Float':
      return isNumber(value) ? null : { id: 'typeNumber' };
    case 'ID':
      return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value)) ? null : { id: 'typeId' };
    case 'JSONObject':
      return isPlainObject(value) ? null : { id: 'typeObject' };
    default:
      // String and the text scalars (LocalDate, DateTimeISO).
      return typeof value === 'string' ? null : { id: 'typeText' };
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number in the Int's range, as JSON or as a numeric text (spaces around allowed, as the rows read it). */
function isWholeNumber(value: unknown): boolean {
  const number = typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= INT_MIN && number <= INT_MAX;
}

const isNumber = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number);
};

/** The value at a dotted path of the body (`items.0.courseId`), undefined where the body has nothing. */
function valueAt(body: unknown, path: string): unknown {
  let value = body;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** What a row's requests are checked with: the operation's variables and their input types. */
export interface BodyTypes {
  variables: { name: string; type: GraphQLInputType }[];
  fieldName?: (field: string) => string;
}

export function bodyTypesOf(schema: GraphQLSchema, document: DocumentNode, route: Pick<RestRoute, 'fieldName'>): BodyTypes {
  const variables: BodyTypes['variables'] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type);
      if (type && isInputType(type)) variables.push({ name: variable.variable.name.value, type });
    }
  }
  return { variables, fieldName: route.fieldName };
}

/**
 * The body fields of `read` (the top-level names the row looked at) whose values the operation's input could not take,
 * in the input's order. A variable that is one input object (`$input`) stands for the body itself; any other
 * variable is a body field of its name.
 */
export function bodyTypeErrors(
  { variables, fieldName }: BodyTypes,
  body: Record<string, unknown>,
  read: ReadonlySet<string>,
  language: Language,
): RestFieldError[] {
  const errors: RestFieldError[] = [];
  const visit = (type: GraphQLInputType, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    const renamed = fieldName?.(path) ?? path;
    const value = read.has(renamed.split('.')[0]) ? valueAt(body, renamed) : undefined;
    if (value === null) return;
    if (value !== undefined) {
      const numeric = ['Int', 'Float'].includes(getNamedType(type).name);
      const problem = typeProblem(type, value, renamed !== path && numeric ? 'single value' : 'all');
      if (problem) {
        errors.push({ field: renamed, code: INVALID_TYPE, message: apiMessage(language, problem.id, problem.values) });
        return;
      }
    }
    const nullable = getNullableType(type);
    if (isListType(nullable) && Array.isArray(value)) {
      value.forEach((_item, index) => visit(nullable.ofType as GraphQLInputType, `${path}.${index}`, depth + 1));
    } else if (isInputObjectType(nullable)) {
      // Also when the body has no object here: a row may take its fields flat (`customerFirstName`).
      for (const field of Object.values(nullable.getFields())) visit(field.type, `${path}.${field.name}`, depth + 1);
    }
  };
  for (const variable of variables) {
    const nullable = getNullableType(variable.type);
    if (isInputObjectType(nullable)) {
      for (const field of Object.values(nullable.getFields())) visit(field.type, field.name, 0);
    } else {
      visit(variable.type, variable.name, 0);
    }
  }
  return errors;
}

/** The body as the row sees it, noting each top-level field the row reads (asks for, or asks whether it is there). */
function readTracked(body: Record<string, unknown>) {
  const read = new Set<string>();
  const tracked = new Proxy(body, {
    get: (target, name, receiver) => {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name, receiver);
    },
    has: (target, name) => {
      if (typeof name === 'string') read.add(name);
      return Reflect.has(target, name);
    },
    ownKeys: (target) => {
      for (const name of Object.keys(target)) read.add(name);
      return Reflect.ownKeys(target);
    },
  });
  return { tracked, read };
}

/**
 * The row's variables, built from a body that notes what the row reads; then the fields it read are checked
 * (`bodyTypeErrors`). Their refusal comes with the row's own refusals of other fields; a refusal of the row's
 * that is no field error (`INVALID_ID`, `INVALID_PAYMENT_METHOD`) stands alone, as before.
 */
export function checkedVariables(route: RestRoute, types: BodyTypes, request: RestRequest): Record<string, unknown> {
  const { tracked, read } = readTracked(request.body);
  let variables: Record<string, unknown> = {};
  let refusal: unknown;
  try {
    variables = (route.variables?.({ ...request, body: tracked }) ?? {}) as Record<string, unknown>;
  } catch (error) {
    refusal = error;
  }
  const errors = bodyTypeErrors(types, request.body, read, request.language);
  if (errors.length === 0 || (refusal !== undefined && !(refusal instanceof RestError && refusal.code === 'VALIDATION_FAILED'))) {
    if (refusal !== undefined) throw refusal;
    return variables;
  }
  // The row's own word on a field comes first (it knows the field's rules); the type errors fill in the others.
  const own = (refusal as RestError | undefined)?.errors ?? [];
  throw restValidationFailed([...own, ...errors.filter((error) => !own.some((mine) => mine.field === error.field))]);
}
