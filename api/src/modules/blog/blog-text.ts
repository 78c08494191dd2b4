/** A post's texts written per language; each value is the property holding the German text (its English one is `<value>En`). */
export enum BlogText {
  TITLE = 'title',
  SUMMARY = 'summary',
  CONTENT = 'content',
  CATEGORY = 'category',
  TAGS = 'tags',
}
