import { Property } from '@mikro-orm/decorators/legacy';
import { Ctx, Field, FieldResolver, registerEnumType, Root } from 'type-graphql';
import { type Language, rowTextIn } from '../context/language.js';
import { type TextFieldDeclaration, type TextFieldTable, englishName, textNames, translatedNames } from '../validation/text-fields.js';

/**
 * The API's side of the declared texts (api/src/validation/text-fields.ts): columns, fields of the GraphQL types and
 * inputs, the texts-as-written type, the enum of translated texts and the resolvers answering in the request's
 * language, each built from a table. A class names a text as a decorated property only to keep its place among the
 * other fields (the schema's field order); the table's texts no property names follow after the class's own fields.
 */

type Constructor = abstract new (...args: never[]) => object;

/** The texts placed on each class (its prototype), in placement order. */
const placed = new WeakMap<object, string[]>();

function place(prototype: object, name: string): void {
  placed.set(prototype, [...(placed.get(prototype) ?? []), name]);
}

function declarationOf(table: TextFieldTable, name: string): TextFieldDeclaration {
  const field = table[name];
  if (!field) throw new Error(`"${name}" is not a declared text (${Object.keys(table).join(', ')})`);
  return field;
}

const columnType = (field: TextFieldDeclaration) =>
  field.columnLength ? { type: 'string', length: field.columnLength } : { type: 'text' };

function placeColumn(table: TextFieldTable, prototype: object, name: string): void {
  const field = declarationOf(table, name);
  Property({ ...columnType(field), nullable: !field.required, ...(field.columnDefault !== undefined && { default: field.columnDefault }) })(
    prototype,
    name,
  );
  Field(() => String, { nullable: !field.required, description: field.docs.field })(prototype, name);
  // The English twin: a column only; the field above answers in the request's language (`resolveTextsInRequestLanguage`).
  if (field.translated) Property({ ...columnType(field), nullable: true })(prototype, englishName(name));
  place(prototype, name);
}

/** On an entity's property: the text's column (and its English twin's) and its field of the GraphQL type, as `table` declares them. */
export const textColumn =
  (table: TextFieldTable): PropertyDecorator =>
  (prototype, name) =>
    placeColumn(table, prototype, String(name));

/** After an entity class: the columns and fields of the texts no property placed, after the class's own fields. */
export function placeRemainingTextColumns(table: TextFieldTable, entity: Constructor): void {
  const done = placed.get(entity.prototype) ?? [];
  for (const name of textNames(table).filter((text) => !done.includes(text))) placeColumn(table, entity.prototype, name);
}

/** The translated texts of an entity in its fields' order (placed ones first, then the rest). */
export function translatedInFieldOrder<T extends TextFieldTable>(table: T, entity: Constructor): ReturnType<typeof translatedNames<T>> {
  const translated = translatedNames(table);
  return (placed.get(entity.prototype) ?? []).filter((name) => translated.includes(name as never)) as typeof translated;
}

function placeInput(table: TextFieldTable, prototype: object, name: string, creating: boolean): void {
  const field = declarationOf(table, name);
  Field(() => String, { nullable: !(creating && field.required), description: field.docs.input })(prototype, name);
  place(prototype, name);
}

/** On a form input's property: the text's input field (required on creation when the table says so, else optional). */
export const textInput =
  (table: TextFieldTable, { creating }: { creating: boolean }): PropertyDecorator =>
  (prototype, name) =>
    placeInput(table, prototype, String(name), creating);

/** After a form input class: the texts no property placed, then every English twin (optional), in the table's order. */
export function placeRemainingTextInputs(table: TextFieldTable, input: Constructor, { creating }: { creating: boolean }): void {
  const done = placed.get(input.prototype) ?? [];
  for (const name of textNames(table).filter((text) => !done.includes(text))) placeInput(table, input.prototype, name, creating);
  for (const name of translatedNames(table)) {
    Field(() => String, { nullable: true, description: declarationOf(table, name).docs.inputEn })(input.prototype, englishName(name));
  }
}

/** The fields of a texts-as-written type (`@ObjectType` class without fields): one nullable text per translated text. */
export function placeAsWrittenFields(table: TextFieldTable, type: Constructor, names: readonly string[]): void {
  for (const name of names)
    Field(() => String, { nullable: true, description: declarationOf(table, name).docs.asWritten })(type.prototype, name);
}

const constantCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/** An enum of the translated texts (`SPECIAL_REQUIREMENTS: 'specialRequirements'`), registered for the schema under `enumName`. */
export function translatedTextEnum<N extends string>(table: TextFieldTable, names: readonly N[], enumName: string, description: string) {
  const values = Object.fromEntries(names.map((name) => [constantCase(name), name])) as Record<string, N>;
  registerEnumType(values, {
    name: enumName,
    description,
    valuesConfig: Object.fromEntries(
      names.map((name) => {
        const note = declarationOf(table, name).docs.textNote;
        return [constantCase(name), { description: `\`${name}\`${note ? ` (${note})` : ''}.` }];
      }),
    ),
  });
  return values;
}

/** On a resolver of the entity's type: each translated text's field answers in the request's language (English when written, else German). */
export function resolveTextsInRequestLanguage(resolver: Constructor, names: readonly string[]): void {
  for (const name of names) {
    // Only the request's language is read; naming the whole request context here would tie the entities to everything it knows.
    const method = (row: Record<string, unknown>, ctx: { language: Language }) => rowTextIn(row, name, ctx.language);
    Object.defineProperty(resolver.prototype, name, { value: method, writable: true, configurable: true });
    Root()(resolver.prototype, name, 0);
    Ctx()(resolver.prototype, name, 1);
    FieldResolver()(resolver.prototype, name, Object.getOwnPropertyDescriptor(resolver.prototype, name)!);
  }
}
