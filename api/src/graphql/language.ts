import { registerEnumType } from 'type-graphql';

/** The languages content is written in, as GraphQL arguments take them (the values are the `Language` codes). */
export enum ContentLanguage {
  DE = 'de',
  EN = 'en',
}

registerEnumType(ContentLanguage, {
  name: 'Language',
  description: 'A language texts are written in: German (the source, and the fallback) or English.',
  valuesConfig: { DE: { description: 'German.' }, EN: { description: 'English.' } },
});
