import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Courses on offer (active) and their free places.' })
export class CourseStats {
  @Field(() => Int, { description: 'Active courses (on offer to visitors).' })
  active: number;

  @Field(() => Int, { description: 'Active courses with at least one free place.' })
  withFreePlaces: number;

  @Field(() => Int, { description: 'Free places of all active courses together.' })
  freePlaces: number;
}

@ObjectType({ description: 'Booking requests (the old request form).' })
export class BookingStats {
  @Field(() => Int, { description: 'Requests not cancelled (pending or confirmed).' })
  notCancelled: number;

  @Field(() => Int, { description: 'Requests staff have not answered yet.' })
  pending: number;
}

@ObjectType({
  description: 'Contact messages, and how many of them are course requests (docs/SPEC.md §4: the subject names a course request).',
})
export class ContactMessageStats {
  @Field(() => Int, {
    description: 'Contact messages whose subject contains "Kursanfrage", "Course Request" or "Neue Kursanfrage" (ignoring case).',
  })
  courseRequests: number;

  @Field(() => Int, { description: 'All contact messages.' })
  total: number;
}

@ObjectType({ description: 'Reviews, and how many wait for approval.' })
export class ReviewStats {
  @Field(() => Int, { description: 'All reviews.' })
  total: number;

  @Field(() => Int, { description: 'Reviews not yet visible (pending approval).' })
  pending: number;
}

@ObjectType({ description: 'Orders, and how many are still pending.' })
export class OrderStats {
  @Field(() => Int, { description: 'All orders.' })
  total: number;

  @Field(() => Int, { description: 'Orders with status pending (neither confirmed nor cancelled).' })
  pending: number;
}

/** The root field's value: each card is counted only when asked for, by its own field resolver. */
@ObjectType({
  description: "The counts on the admin dashboard's stat cards (docs/SPEC.md §2), as of the moment asked; each card one query.",
})
export class AdminDashboardStats {}
