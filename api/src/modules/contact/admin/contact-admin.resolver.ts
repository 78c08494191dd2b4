import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../../graphql/connection.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf } from '../../../graphql/node.js';
import { Course } from '../../courses/course.entity.js';
import { orderViews } from '../../orders/order.reader.js';
import { OrderView } from '../../orders/order.types.js';
import { ContactMessage } from '../contact-message.entity.js';
import { findCoursesByTitles, findOrdersOfMessages } from './contact-admin.repository.js';
import {
  ADMIN_CONTACT_MESSAGES_PAGE_SIZE,
  MESSAGE_ORDER_LOADER,
  REQUESTED_COURSE_LOADER,
  contactAdminService,
} from './contact-admin.service.js';
import { ContactMessageConnection, ConvertContactMessageToOrderInput, ConvertContactMessageToOrderPayload } from './contact-admin.types.js';
import { isCourseRequest, requestedCourseTitle } from './contact-request.rules.js';
import { STAFF_ROLES } from '../../users/roles.js';

const PageArgs = connectionArgs(ADMIN_CONTACT_MESSAGES_PAGE_SIZE);

/** One DataLoader per request and name (ctx.loaders holds number-keyed ones; these are ours alone). */
function requestLoader<K, V>(ctx: RequestContext, name: string, batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  let existing = ctx.loaders.get(name) as unknown as DataLoader<K, V> | undefined;
  if (!existing) {
    existing = new DataLoader<K, V>(batch);
    ctx.loaders.set(name, existing as unknown as DataLoader<number, unknown>);
  }
  return existing;
}

/** Staff's side of contact messages and course requests: every field here is for admins only, except `isCourseRequest`. */
@Resolver(() => ContactMessage)
export class ContactAdminResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => ContactMessageConnection, {
    description:
      'Staff and admins: contact messages, newest first. Cursors are valid only with the same `search` and `onlyCourseRequests`.',
  })
  async adminContactMessages(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) paging: ConnectionArguments,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (at most 8, 200 characters) that must each be part of the name, e-mail address, subject or message, ignoring case.',
    })
    search?: string | null,
    @Arg('onlyCourseRequests', () => Boolean, {
      nullable: true,
      description: 'true: only course requests (`isCourseRequest`); false, null or absent: all messages.',
    })
    onlyCourseRequests?: boolean | null,
  ) {
    const filter = { search: search?.trim() || null, onlyCourseRequests: onlyCourseRequests ?? false };
    const page = pageRequest({ list: 'AdminContactMessage', filter }, paging, ADMIN_CONTACT_MESSAGES_PAGE_SIZE);
    return toConnection(await contactAdminService.list(ctx, filter, page), page);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the message is a course request (docs/SPEC.md §4): its subject contains "Kursanfrage" or "Course Request" (also "Neue Kursanfrage"), ignoring case.',
  })
  isCourseRequest(@Root() message: ContactMessage): boolean {
    return isCourseRequest(message.subject);
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => OrderView, {
    nullable: true,
    description: 'Staff and admins: the order staff made from this message (`convertContactMessageToOrder`); null until then.',
  })
  order(@Ctx() ctx: RequestContext, @Root() message: ContactMessage) {
    return requestLoader<number, OrderView | null>(ctx, MESSAGE_ORDER_LOADER, async (ids) => {
      const orders = await findOrdersOfMessages(ctx.em, ids);
      const views = new Map((await orderViews(ctx.em, [...orders.values()])).map((view) => [view.id, view]));
      return ids.map((id) => (orders.has(id) ? (views.get(orders.get(id)!.id) ?? null) : null));
    }).load(message.id);
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => Course, {
    nullable: true,
    description:
      'Staff and admins: the course a course request names ("Kursanfrage: {title}", as the contact page fills the subject): of the active courses with that title, ' +
      'the next to start. Null when the subject names none. The default course of `convertContactMessageToOrder`.',
  })
  requestedCourse(@Ctx() ctx: RequestContext, @Root() message: ContactMessage) {
    const title = requestedCourseTitle(message.subject);
    if (!title) return null;
    return requestLoader<string, Course | null>(ctx, REQUESTED_COURSE_LOADER, async (titles) => {
      const courses = await findCoursesByTitles(ctx.em, titles);
      return titles.map((key) => courses.get(key) ?? null);
    }).load(title.toLowerCase());
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => ConvertContactMessageToOrderPayload, {
    description:
      'Staff and admins: makes one pending order (bank transfer / invoice, payment pending) from a contact message, with the places taken from the course in the ' +
      'same transaction and a history line naming the admin. A message becomes one order at most: a second conversion (also at the same moment) is refused ' +
      'with `ALREADY_CONVERTED` and changes nothing. No mail is sent (resend the confirmation from the order when wanted).',
  })
  async convertContactMessageToOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ConvertContactMessageToOrderInput, { description: 'The message, the course and the places.' })
    input: ConvertContactMessageToOrderInput,
  ): Promise<ConvertContactMessageToOrderPayload> {
    const result = await contactAdminService.convert(ctx, {
      ...input,
      contactMessageId: databaseIdOf(input.contactMessageId, 'ContactMessage'),
    });
    return { order: result.order, contactMessage: result.contactMessage, errors: toUserErrors(ctx.language, result.errors) };
  }
}
