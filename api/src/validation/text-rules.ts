import { optionalText, optionalTranslation, requiredText } from './fields.js';
import {
  type RequiredName,
  type TextColumn,
  type TextFieldDeclaration,
  type TextFieldTable,
  englishName,
  textNames,
  translatedNames,
} from './text-fields.js';

/** The rule of one column: the German text's rule, or the English twin's (optional, with the German limits). */
export function textRule(declaration: TextFieldDeclaration, english = false) {
  const options = { multiline: declaration.multiline };
  if (declaration.required && !english) return requiredText(declaration.min ?? 1, declaration.max, options);
  return declaration.min ? optionalTranslation(declaration.min, declaration.max, options) : optionalText(declaration.max, options);
}

/** The rules of every column of a table, by column name, in `textColumns` order. */
export function textRules<T extends TextFieldTable>(table: T) {
  return Object.fromEntries([
    ...textNames(table).map((name) => [name, textRule(table[name])]),
    ...translatedNames(table).map((name) => [englishName(name), textRule(table[name], true)]),
  ]) as { [K in RequiredName<T>]: ReturnType<typeof requiredText> } & {
    [K in Exclude<TextColumn<T>, RequiredName<T>>]: ReturnType<typeof optionalText>;
  };
}
