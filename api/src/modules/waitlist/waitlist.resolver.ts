import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import type { ContentLanguage } from '../../graphql/language.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { orderNumberOf } from '../orders/order.entity.js';
import { type CourseWaitlistView, type EntryChange, waitlistAdminService } from './waitlist-admin.service.js';
import { readWaitlistSettings, updateWaitlistSettings } from './waitlist-settings.js';
import { type EntryResult, waitlistService } from './waitlist.service.js';
import {
  type AdminWaitlistEntry,
  CourseWaitlist,
  JoinWaitlistInput,
  JoinWaitlistPayload,
  MoveWaitlistEntryInput,
  RemoveWaitlistEntryInput,
  UpdateWaitlistSettingsInput,
  UpdateWaitlistSettingsPayload,
  WaitlistChangePayload,
  WaitlistLinkInput,
  WaitlistLinkPayload,
  WaitlistOfferView,
  WaitlistSettingsView,
} from './waitlist.types.js';
import { type OfferView, offerByToken } from './waitlist-offer-view.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../users/roles.js';

const linkPayload = (ctx: RequestContext, result: EntryResult): WaitlistLinkPayload =>
  result.ok
    ? {
        entry: {
          email: result.entry.email,
          courseId: result.course.id,
          courseTitle: (ctx.language === 'en' && result.course.titleEn?.trim()) || result.course.title,
          places: result.entry.places,
          status: result.entry.status,
          offerExpiresAt: result.entry.offerExpiresAt ?? null,
        },
        errors: [],
      }
    : { entry: null, errors: toUserErrors(ctx.language, result.errors) };

const offerView = (ctx: RequestContext, { course, places, deadline, state }: OfferView): WaitlistOfferView => {
  const english = ctx.language === 'en';
  return {
    courseId: course.id,
    courseTitle: (english && course.titleEn?.trim()) || course.title,
    courseStartDate: course.startDate ?? null,
    courseEndDate: course.endDate ?? null,
    courseTime: course.time?.trim() || null,
    courseLocation: (english && course.locationEn?.trim()) || course.location?.trim() || null,
    places,
    deadline,
    state,
  };
};

function courseWaitlist(view: CourseWaitlistView): CourseWaitlist {
  return {
    courseId: view.course.id,
    courseTitle: view.course.title,
    courseStartDate: view.course.startDate ?? null,
    availableSlots: view.course.availableSlots,
    totalSlots: view.course.totalSlots,
    waitingPlaces: view.waitingPlaces,
    offeredPlaces: view.offeredPlaces,
    sales: view.sales,
    placesSold: view.placesSold,
    entries: view.entries.map((entry): AdminWaitlistEntry => ({
      databaseId: entry.id,
      email: entry.email,
      places: entry.places,
      language: entry.language as ContentLanguage,
      status: entry.status,
      position: entry.position ?? null,
      createdAt: entry.createdAt,
      confirmedAt: entry.confirmedAt ?? null,
      offeredAt: entry.offeredAt ?? null,
      offerExpiresAt: entry.offerExpiresAt ?? null,
      endedAt: entry.endedAt ?? null,
      orderNumber: entry.order ? orderNumberOf(entry.order.id) : null,
      orderDatabaseId: entry.order?.id ?? null,
    })),
  };
}

async function changePayload(ctx: RequestContext, result: EntryChange): Promise<WaitlistChangePayload> {
  if (!result.ok) return { waitlist: null, errors: toUserErrors(ctx.language, result.errors) };
  const view = await waitlistAdminService.courseWaitlist({ ...ctx, em: ctx.em.fork() }, result.courseId);
  return { waitlist: view && courseWaitlist(view), errors: [] };
}

/** The waitlist's public calls (join, the mailed links) and staff's (lists, moves, removals, the offer time). */
@Resolver()
export class WaitlistResolver {
  @Mutation(() => JoinWaitlistPayload, {
    description:
      "Puts an address on a full course's waitlist (double opt-in: a confirmation link is mailed in the chosen language). Refused with `COURSE_NOT_FULL` while places are free.",
  })
  async joinWaitlist(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => JoinWaitlistInput, { description: 'The form fields.' }) input: JoinWaitlistInput,
  ): Promise<JoinWaitlistPayload> {
    const result = await waitlistService.join(ctx, { ...input });
    return result.ok
      ? { email: result.email, confirmationMail: result.confirmationMail, errors: [] }
      : { email: null, confirmationMail: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Query(() => WaitlistOfferView, {
    nullable: true,
    description:
      "The offer behind an offer mail's link, for its page: course, places, deadline and state. Reading changes nothing. " +
      'Null for a token that is not a genuine offer link (tampered, unknown, another kind): never an error that tells why.',
  })
  async waitlistOffer(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: 'The `token` parameter of the offer link, unchanged.' }) token: string,
  ): Promise<WaitlistOfferView | null> {
    const view = await offerByToken(ctx, token);
    return view && offerView(ctx, view);
  }

  @Mutation(() => WaitlistLinkPayload, {
    description:
      'Confirms a waitlist sign-up with the token of its confirmation mail: the entry joins the end of the line. Again: harmless.',
  })
  async confirmWaitlistEntry(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WaitlistLinkInput, { description: "The link's token." }) input: WaitlistLinkInput,
  ): Promise<WaitlistLinkPayload> {
    return linkPayload(ctx, await waitlistService.confirm(ctx, input.token));
  }

  @Mutation(() => WaitlistLinkPayload, {
    description:
      "Takes a waitlist offer with the token of its mail: the course goes into the caller's cart with the offered places, held until the offer ends; then the normal checkout. " +
      'Refused with `OFFER_NOT_AVAILABLE` once the offer ended or was taken in another browser.',
  })
  async acceptWaitlistOffer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WaitlistLinkInput, { description: "The offer link's token." }) input: WaitlistLinkInput,
  ): Promise<WaitlistLinkPayload> {
    return linkPayload(ctx, await waitlistService.accept(ctx, input.token));
  }

  @Mutation(() => WaitlistLinkPayload, {
    description: 'Declines a waitlist offer with the token of its mail: the places go to the next in line. Again: harmless.',
  })
  async declineWaitlistOffer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WaitlistLinkInput, { description: "The offer link's token." }) input: WaitlistLinkInput,
  ): Promise<WaitlistLinkPayload> {
    return linkPayload(ctx, await waitlistService.decline(ctx, input.token));
  }

  @Mutation(() => WaitlistLinkPayload, {
    description:
      'Takes the address off the waitlist with the leave link of any waitlist mail (an open offer goes to the next in line). Again: harmless.',
  })
  async leaveWaitlist(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WaitlistLinkInput, { description: "The leave link's token." }) input: WaitlistLinkInput,
  ): Promise<WaitlistLinkPayload> {
    return linkPayload(ctx, await waitlistService.leave(ctx, input.token));
  }

  @Authorized(STAFF_ROLES)
  @Query(() => [CourseWaitlist], {
    description: 'Staff and admins: every course that has a waitlist, next to start first, each with its line, offers and sales.',
  })
  async adminWaitlists(@Ctx() ctx: RequestContext): Promise<CourseWaitlist[]> {
    return (await waitlistAdminService.allWaitlists(ctx)).map(courseWaitlist);
  }

  @Authorized(STAFF_ROLES)
  @Query(() => CourseWaitlist, {
    nullable: true,
    description: "Staff and admins: one course's waitlist (empty when nobody joined); null when no course has this id.",
  })
  async adminCourseWaitlist(
    @Ctx() ctx: RequestContext,
    @Arg('courseId', () => Int, { description: "The course's `databaseId`." }) courseId: number,
  ): Promise<CourseWaitlist | null> {
    if (!Number.isSafeInteger(courseId) || courseId < 1 || courseId > 2 ** 31 - 1) return null;
    const view = await waitlistAdminService.courseWaitlist(ctx, courseId);
    return view && courseWaitlist(view);
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => WaitlistChangePayload, {
    description: 'Staff and admins: moves a waiting entry one place up or down its line (recorded in the audit log).',
  })
  async moveWaitlistEntry(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MoveWaitlistEntryInput, { description: 'Entry and direction.' }) input: MoveWaitlistEntryInput,
  ): Promise<WaitlistChangePayload> {
    return changePayload(ctx, await waitlistAdminService.move(ctx, validId(input.entryId), input.direction));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => WaitlistChangePayload, {
    description:
      'Staff and admins: takes an entry off its waitlist; places held for its offer go to the next in line (recorded in the audit log).',
  })
  async removeWaitlistEntry(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RemoveWaitlistEntryInput, { description: 'The entry.' }) input: RemoveWaitlistEntryInput,
  ): Promise<WaitlistChangePayload> {
    return changePayload(ctx, await waitlistAdminService.remove(ctx, validId(input.entryId)));
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => WaitlistSettingsView, { description: "Admins only: the waitlist's settings." })
  waitlistSettings(@Ctx() ctx: RequestContext): Promise<WaitlistSettingsView> {
    return readWaitlistSettings(ctx.em);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => UpdateWaitlistSettingsPayload, {
    description: 'Admins only: how many hours an offer holds its places (offers already made keep theirs).',
  })
  async updateWaitlistSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateWaitlistSettingsInput, { description: 'Every setting.' }) input: UpdateWaitlistSettingsInput,
  ): Promise<UpdateWaitlistSettingsPayload> {
    const result = await updateWaitlistSettings(ctx, { ...input });
    return result.ok ? { settings: result.settings, errors: [] } : { settings: null, errors: toUserErrors(ctx.language, result.errors) };
  }
}

const validId = (id: number) => (Number.isSafeInteger(id) && id >= 1 && id <= 2 ** 31 - 1 ? id : null);
