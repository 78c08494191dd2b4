import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../../graphql/mutation.js';
import { SERVICE_ICONS, SERVICE_LIMITS } from '../../../validation/service.schema.js';
import { ServiceOffering } from '../service-offering.entity.js';
import type { ServiceOfferingChanges } from './service-admin.service.js';

const { title, description, imageUrl, order } = SERVICE_LIMITS;

@InputType({
  description:
    "A service's texts and menu position as staff edit them: every field is given, and replaces the stored one (surrounding spaces are " +
    'trimmed; empty optional texts are stored as null). The slug is not editable: links and search engines know the page by it.',
})
export class UpdateServiceOfferingInput implements ServiceOfferingChanges {
  @Field(() => ID, { description: "The service's `id`." })
  id: string;

  @Field({ description: `German title: 1 to ${title} characters, one line.` })
  title: string;

  @Field(() => String, {
    nullable: true,
    description: `English title, at most ${title} characters; null or empty: the German one is shown.`,
  })
  titleEn?: string | null;

  @Field({ description: `German description: 1 to ${description} characters; line breaks allowed.` })
  description: string;

  @Field(() => String, {
    nullable: true,
    description: `English description, at most ${description} characters; null or empty: the German one is shown.`,
  })
  descriptionEn?: string | null;

  @Field(() => Int, { description: `Position in menus and lists, ascending: ${order.min} to ${order.max}.` })
  order: number;

  @Field(() => String, {
    nullable: true,
    description: `Icon name, one of the site's icons (${SERVICE_ICONS.join(', ')}; else \`OUT_OF_RANGE\`); null or empty: none.`,
  })
  icon?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Image: an https address or a path on the site starting with "/", at most ${imageUrl} characters; null or empty: clients choose one by title.`,
  })
  imageUrl?: string | null;
}

@ObjectType({ description: 'Result of `updateServiceOffering`: the saved service, or why it was refused (nothing is changed then).' })
export class UpdateServiceOfferingPayload extends MutationPayload {
  @Field(() => ServiceOffering, { nullable: true, description: 'The service as saved; null when `errors` is not empty.' })
  service: ServiceOffering | null;
}
