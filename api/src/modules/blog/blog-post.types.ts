import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BlogText } from './blog-text.js';

registerEnumType(BlogText, {
  name: 'BlogText',
  description: 'A text of a blog post that is written in German and, optionally, in English (`BlogPost.untranslated`, `BlogPost.texts`).',
  valuesConfig: {
    TITLE: { description: '`title`.' },
    SUMMARY: { description: '`summary`.' },
    CONTENT: { description: '`content`.' },
    CATEGORY: { description: '`category`.' },
    TAGS: { description: '`tags`.' },
  },
});

@ObjectType({
  description:
    "A blog post's texts exactly as written in one language, without falling back to the other: null (or no tags) where none is written.",
})
export class BlogPostTexts {
  @Field(() => String, { nullable: true, description: 'Headline.' }) title: string | null;
  @Field(() => String, { nullable: true, description: 'Teaser for lists.' }) summary: string | null;
  @Field(() => String, { nullable: true, description: 'Article body in Markdown.' }) content: string | null;
  @Field(() => String, { nullable: true, description: 'Category name.' }) category: string | null;
  @Field(() => [String], { description: 'Keywords; empty when none are written.' }) tags: string[];
}
