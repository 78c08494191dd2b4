import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../../graphql/connection.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf, toGlobalId } from '../../../graphql/node.js';
import { auditTrail } from '../../audit/audit.service.js';
import { AuditEventView } from '../../audit/audit.types.js';
import { Testimonial } from '../testimonial.entity.js';
import { TestimonialConnection } from '../testimonial.resolver.js';
import { testimonialAdminService } from './testimonial-admin.service.js';
import {
  ApproveTestimonialInput,
  DeleteTestimonialInput,
  DeleteTestimonialPayload,
  HideTestimonialInput,
  SetTestimonialVisibilityInput,
  TestimonialVisibilityPayload,
} from './testimonial-admin.types.js';
import { AdminTestimonialFilter } from './testimonial-admin.repository.js';
import { ADMIN_ONLY, STAFF_ROLES } from '../../users/roles.js';

const PAGE_SIZE = 20;
const AdminTestimonialPageArgs = connectionArgs(PAGE_SIZE);

type TestimonialRoot = Pick<Testimonial, 'id' | 'course'> & { email?: string | null };

/** The review's database id in a global id the client sent; null names no review. */
const testimonialId = (globalId: string) => databaseIdOf(globalId, 'Testimonial');

/** Staff's side of reviews (docs/SPEC.md §2 reviews panel, §4): every field here is for admins only. */
@Resolver(() => Testimonial)
export class TestimonialAdminResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => TestimonialConnection, {
    description: 'Staff and admins: reviews, hidden ones too, newest first. Cursors are valid only with the same `filter` and `search`.',
  })
  async adminTestimonials(
    @Ctx() ctx: RequestContext,
    @Args(() => AdminTestimonialPageArgs) paging: ConnectionArguments,
    @Arg('filter', () => AdminTestimonialFilter, {
      nullable: true,
      description: 'PENDING (hidden), APPROVED (visible) or ALL; null or absent: ALL.',
    })
    filter?: AdminTestimonialFilter | null,
    @Arg('search', () => String, {
      nullable: true,
      description:
        "Words (at most 8, 200 characters) that must each appear in the name, e-mail address, role, text or the course's title, ignoring case.",
    })
    search?: string | null,
  ) {
    const listFilter = { filter: filter ?? AdminTestimonialFilter.ALL, search: search?.trim() || null };
    const page = pageRequest({ list: 'AdminTestimonial', filter: listFilter }, paging, PAGE_SIZE);
    return toConnection(await testimonialAdminService.list(ctx, listFilter, page), page);
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => TestimonialVisibilityPayload, {
    description: 'Staff and admins: approves a review, so public lists show it. Recorded in its `auditTrail`.',
  })
  async approveTestimonial(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ApproveTestimonialInput, { description: 'The review.' }) input: ApproveTestimonialInput,
  ) {
    return payload(ctx, await testimonialAdminService.setVisible(ctx, testimonialId(input.id), true));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => TestimonialVisibilityPayload, {
    description: 'Staff and admins: hides a review from the public lists (it shows as pending again). Recorded in its `auditTrail`.',
  })
  async hideTestimonial(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => HideTestimonialInput, { description: 'The review.' }) input: HideTestimonialInput,
  ) {
    return payload(ctx, await testimonialAdminService.setVisible(ctx, testimonialId(input.id), false));
  }

  @Authorized(STAFF_ROLES)
  @Mutation(() => TestimonialVisibilityPayload, {
    description: 'Staff and admins: approves (`isVisible` true) or hides a review, as `approveTestimonial` and `hideTestimonial` do.',
  })
  async setTestimonialVisibility(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetTestimonialVisibilityInput, { description: 'The review and its new visibility.' })
    input: SetTestimonialVisibilityInput,
  ) {
    return payload(ctx, await testimonialAdminService.setVisible(ctx, testimonialId(input.id), input.isVisible));
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => DeleteTestimonialPayload, { description: 'Admins only: deletes a review for good; the deletion stays in the audit log.' })
  async deleteTestimonial(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DeleteTestimonialInput, { description: 'The review to delete.' }) input: DeleteTestimonialInput,
  ): Promise<DeleteTestimonialPayload> {
    const result = await testimonialAdminService.delete(ctx, testimonialId(input.id));
    const deletedTestimonialId = result.deletedId === null ? null : toGlobalId('Testimonial', result.deletedId);
    return { deletedTestimonialId, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, { nullable: true, description: "Staff and admins: the reviewer's e-mail address (never public)." })
  async email(@Ctx() ctx: RequestContext, @Root() testimonial: TestimonialRoot) {
    if (testimonial.email !== undefined) return testimonial.email;
    // Public reads leave the address out; an admin asking through them gets it all the same.
    const stored = await ctx.em.findOne(Testimonial, testimonial.id, { fields: ['email'] });
    return stored?.email ?? null;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Staff and admins: the reviewed course's title in the request's language (German when it has no English one), also when the course is no longer on offer; null when none was named or it is deleted.",
  })
  courseTitle(@Ctx() ctx: RequestContext, @Root() testimonial: TestimonialRoot) {
    return testimonial.course ? testimonialAdminService.courseTitle(ctx, testimonial.course) : null;
  }

  @Authorized(STAFF_ROLES)
  @FieldResolver(() => [AuditEventView], {
    description: 'Staff and admins: who approved, hid or deleted the review when; newest first, the latest 100.',
  })
  auditTrail(@Ctx() ctx: RequestContext, @Root() testimonial: TestimonialRoot) {
    return auditTrail(ctx, 'testimonial', testimonial.id);
  }
}

function payload(
  ctx: RequestContext,
  result: { testimonial: Testimonial | null; errors: Parameters<typeof toUserErrors>[1] },
): TestimonialVisibilityPayload {
  return { testimonial: result.testimonial, errors: toUserErrors(ctx.language, result.errors) };
}
