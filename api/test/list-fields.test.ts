import { type EntityClass, MikroORM } from '@mikro-orm/postgresql';
import { getMetadataStorage } from 'type-graphql';
import { ormConfig } from '../src/db/orm.config.js';
import { ROW_FIELDS as BOOKING_ROW_FIELDS } from '../src/modules/bookings/admin/booking-admin.repository.js';
import { Booking } from '../src/modules/bookings/booking.entity.js';
import { PUBLIC_FIELDS as BLOG_POST_FIELDS } from '../src/modules/blog/blog-post.repository.js';
import { BlogPost } from '../src/modules/blog/blog-post.entity.js';
import { ROW_FIELDS as CONTACT_ROW_FIELDS } from '../src/modules/contact/admin/contact-admin.repository.js';
import { ContactMessage } from '../src/modules/contact/contact-message.entity.js';
import { Course } from '../src/modules/courses/course.entity.js';
import { PUBLIC_FIELDS as COURSE_FIELDS } from '../src/modules/courses/course.repository.js';
import { ADMIN_FIELDS as ADMIN_TESTIMONIAL_FIELDS } from '../src/modules/testimonials/admin/testimonial-admin.repository.js';
import { Testimonial } from '../src/modules/testimonials/testimonial.entity.js';
import { PUBLIC_FIELDS as TESTIMONIAL_FIELDS } from '../src/modules/testimonials/testimonial.repository.js';

/**
 * Lists read only the columns named in a hand-kept list (rowShape), while the GraphQL type is the entity
 * itself: a `@Field` property missing from its list is never read, and every list answers null for it
 * (or fails on a non-null field) while single reads work. This compares each list with the entity's
 * GraphQL fields that are entity properties, from the metadata type-graphql and MikroORM build from the
 * decorators. Properties a list reads beyond those (the id behind the global id, a relation's key a field
 * resolver follows) are allowed. Orders and mails are not here: their rows go through typed mappers.
 */
const LISTS = [
  { list: 'public courses (course.repository.ts PUBLIC_FIELDS)', entity: Course, fields: COURSE_FIELDS },
  { list: 'blog posts (blog-post.repository.ts PUBLIC_FIELDS)', entity: BlogPost, fields: BLOG_POST_FIELDS },
  { list: 'public reviews (testimonial.repository.ts PUBLIC_FIELDS)', entity: Testimonial, fields: TESTIMONIAL_FIELDS },
  { list: 'reviews for staff (testimonial-admin.repository.ts ADMIN_FIELDS)', entity: Testimonial, fields: ADMIN_TESTIMONIAL_FIELDS },
  { list: 'contact messages (contact-admin.repository.ts ROW_FIELDS)', entity: ContactMessage, fields: CONTACT_ROW_FIELDS },
  { list: 'booking requests (booking-admin.repository.ts ROW_FIELDS)', entity: Booking, fields: BOOKING_ROW_FIELDS },
];

let orm: MikroORM;
beforeAll(async () => {
  // Only the entity metadata is needed: init discovers it, and MikroORM 7 connects on the first query only (none here),
  // so the address is never dialled (DATABASE_URL is unset when `npm test` runs on its embedded PostgreSQL).
  orm = await MikroORM.init(ormConfig('postgresql://metadata-only@127.0.0.1:1/none'));
});
afterAll(() => orm?.close());

/** The entity's properties that are also fields of its GraphQL type (declared with `@Field` on the entity). */
function graphqlFieldsBackedByColumns(entity: EntityClass<object>): string[] {
  const properties = orm.getMetadata().get(entity).properties;
  return getMetadataStorage()
    .fields.filter((field) => field.target === entity && field.name in properties)
    .map((field) => field.name)
    .sort();
}

describe("the columns a list reads are its GraphQL type's fields", () => {
  it.each(LISTS)('$list', ({ entity, fields }) => {
    const expected = graphqlFieldsBackedByColumns(entity);
    expect(expected.length).toBeGreaterThan(3); // the metadata was found
    expect(expected.filter((field) => !(fields as readonly string[]).includes(field))).toEqual([]);
  });
});
