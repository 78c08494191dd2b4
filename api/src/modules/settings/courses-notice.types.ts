import { Field, InputType, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import type * as service from './courses-notice.service.js';

@ObjectType({ description: 'The notice box above the course list (how to book, cancellation terms), as the team wrote it.' })
export class CoursesNotice implements service.CoursesNotice {
  @Field({ description: 'Heading of the box (one line).' })
  title: string;

  @Field({ description: 'The notice itself; may hold line breaks.' })
  text: string;

  @Field({
    description:
      'true when an English request gets the German box because no English one is written (a client marks it `lang="de"`); false otherwise.',
  })
  untranslated: boolean;
}

@ObjectType({ description: 'The notice box in both languages, as stored: what an admin edits.' })
export class CoursesNoticeTexts implements service.CoursesNoticeTexts {
  @Field(() => CoursesNotice, { nullable: true, description: 'The German box; null when there is none.' })
  de: CoursesNotice | null;

  @Field(() => CoursesNotice, { nullable: true, description: 'The English box; null when there is none.' })
  en: CoursesNotice | null;
}

@InputType({ description: 'The notice box in one language.' })
export class CoursesNoticeTextInput {
  @Field({ description: 'Heading: 1 to 100 characters, one line.' })
  title: string;

  @Field({ description: 'Text: 1 to 500 characters; line breaks allowed.' })
  text: string;
}

@InputType({
  description: 'The notice box above the course list, in German and in English (both required; surrounding spaces are trimmed).',
})
export class UpdateCoursesNoticeInput {
  @Field(() => CoursesNoticeTextInput, { description: 'The German box.' })
  de: CoursesNoticeTextInput;

  @Field(() => CoursesNoticeTextInput, { description: 'The English box.' })
  en: CoursesNoticeTextInput;
}

@ObjectType({
  description: 'Result of `updateCoursesNotice`: the saved notice, or why it was refused (fields named `de.title`, `en.text`, …).',
})
export class UpdateCoursesNoticePayload extends MutationPayload {
  @Field(() => CoursesNotice, {
    nullable: true,
    description: 'The saved notice in the language of the request; null when `errors` is not empty.',
  })
  coursesNotice: CoursesNotice | null;
}
