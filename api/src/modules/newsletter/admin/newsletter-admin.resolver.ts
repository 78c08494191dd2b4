import { ADMIN_ONLY } from '../../users/roles.js';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context/request-context.js';
import { type ConnectionArguments, connectionArgs, pageRequest, toConnection } from '../../../graphql/connection.js';
import { ContentLanguage } from '../../../graphql/language.js';
import { toUserErrors } from '../../../graphql/mutation.js';
import { databaseIdOf, toGlobalId } from '../../../graphql/node.js';
import { type IssueResult, newsletterIssueService } from '../issues/newsletter-issue.service.js';
import { ADMIN_ISSUES_PAGE_SIZE, ADMIN_SUBSCRIBERS_PAGE_SIZE, issueViews, newsletterAdminService } from './newsletter-admin.service.js';
import {
  MailPreview,
  NewsletterIssueConnection,
  NewsletterIssueInput,
  NewsletterIssuePayload,
  NewsletterIssueView,
  NewsletterSubscriberConnection,
  SaveNewsletterIssueInput,
  SendNewsletterTestPayload,
} from './newsletter-admin.types.js';

const SubscriberPageArgs = connectionArgs(ADMIN_SUBSCRIBERS_PAGE_SIZE);
const IssuePageArgs = connectionArgs(ADMIN_ISSUES_PAGE_SIZE);
const issueId = (id: unknown) => databaseIdOf(id, 'NewsletterIssue');

async function issuePayload(ctx: RequestContext, result: IssueResult): Promise<NewsletterIssuePayload> {
  return result.ok
    ? { issue: (await issueViews(ctx.em, [result.issue]))[0], errors: [] }
    : { issue: null, errors: toUserErrors(ctx.language, result.errors) };
}

/** Staff's newsletter: subscribers and their export, composing, previewing, testing and sending issues. Admins only. */
@Resolver(() => NewsletterIssueView)
export class NewsletterAdminResolver {
  @Authorized(ADMIN_ONLY)
  @Query(() => NewsletterSubscriberConnection, {
    description:
      'Admins only: the confirmed newsletter subscribers, newest confirmation first (also as CSV: `GET /api/admin/newsletter/subscribers.csv`). Cursors are valid only with the same `search`.',
  })
  async adminNewsletterSubscribers(
    @Ctx() ctx: RequestContext,
    @Args(() => SubscriberPageArgs) paging: ConnectionArguments,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Words (at most 8, 200 characters) that must each be part of the address.',
    })
    search?: string | null,
  ) {
    const filter = { search: search?.trim() || null };
    const page = pageRequest({ list: 'NewsletterSubscriber', filter }, paging, ADMIN_SUBSCRIBERS_PAGE_SIZE);
    return toConnection(await newsletterAdminService.subscribers(ctx, filter.search, page), page);
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => String, {
    description:
      "Admins only: every confirmed subscriber as CSV for Excel (`;`-separated, UTF-8 with BOM, headers in the request's language, formula-like cells defused); the REST download `GET /api/admin/newsletter/subscribers.csv` serves it as a file.",
  })
  adminNewsletterSubscribersCsv(@Ctx() ctx: RequestContext): Promise<string> {
    return newsletterAdminService.subscribersCsv(ctx);
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => NewsletterIssueConnection, {
    description: 'Admins only: the newsletter issues, newest first, each with its sending progress.',
  })
  async adminNewsletterIssues(@Ctx() ctx: RequestContext, @Args(() => IssuePageArgs) paging: ConnectionArguments) {
    const page = pageRequest({ list: 'NewsletterIssue', filter: {} }, paging, ADMIN_ISSUES_PAGE_SIZE);
    return toConnection(await newsletterAdminService.issues(ctx, page), page);
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => NewsletterIssueView, {
    nullable: true,
    description: 'Admins only: one newsletter issue by its global `id` (poll it for `progress`); null when there is none.',
  })
  adminNewsletterIssue(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: "The issue's global `id`." }) id: string) {
    return newsletterAdminService.issue(ctx, issueId(id));
  }

  @Authorized(ADMIN_ONLY)
  @FieldResolver(() => [ID], { description: 'Admins only: the blog posts shown as teasers under the text, in order (their global ids).' })
  postIds(@Root() issue: NewsletterIssueView): string[] {
    return issue.postDatabaseIds.map((id) => toGlobalId('BlogPost', id));
  }

  @Authorized(ADMIN_ONLY)
  @FieldResolver(() => MailPreview, {
    description:
      'Admins only: the mail as subscribers of `language` get it (rendered HTML, text, headers); its unsubscribe link names nobody.',
  })
  preview(
    @Ctx() ctx: RequestContext,
    @Root() issue: NewsletterIssueView,
    @Arg('language', () => ContentLanguage, { description: 'Whose mail: the German or the English one.' }) language: ContentLanguage,
  ) {
    return newsletterAdminService.preview(ctx, issue.id, language);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => NewsletterIssuePayload, {
    description:
      'Admins only: creates a newsletter issue (no `issueId`) or changes a draft. Refused with `INVALID_TRANSITION` once it is being sent; unknown or unpublished posts with `BLOG_POST_NOT_FOUND`. Nothing changes when refused.',
  })
  async saveNewsletterIssue(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SaveNewsletterIssueInput, { description: 'The issue.' }) input: SaveNewsletterIssueInput,
  ) {
    const { issueId: id, ...fields } = input;
    const postIds = (fields.postIds ?? []).map((postId) => databaseIdOf(postId, 'BlogPost'));
    return issuePayload(
      ctx,
      await newsletterIssueService.save(ctx, id === undefined || id === null ? undefined : issueId(id), fields, postIds),
    );
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => SendNewsletterTestPayload, {
    description:
      "Admins only: sends the issue, marked as a test, to the signed-in admin's own address, once per language its audience reads (`REQUIRED` when the account has no address or a text is missing).",
  })
  async sendNewsletterTest(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => NewsletterIssueInput, { description: 'The issue.' }) input: NewsletterIssueInput,
  ): Promise<SendNewsletterTestPayload> {
    const result = await newsletterIssueService.sendTest(ctx, issueId(input.issueId));
    return result.ok
      ? { email: result.email, count: result.count, errors: [] }
      : { email: null, count: 0, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => NewsletterIssuePayload, {
    description:
      'Admins only: sends a draft to every confirmed subscriber of its audience, through the outbox; `progress` then shows how far it got. At most once per issue and address, ' +
      'also when pressed twice or on two instances: a second call is refused with `INVALID_TRANSITION`, an audience without subscribers with `NO_RECIPIENTS`.',
  })
  async sendNewsletterIssue(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => NewsletterIssueInput, { description: 'The issue.' }) input: NewsletterIssueInput,
  ) {
    return issuePayload(ctx, await newsletterIssueService.send(ctx, issueId(input.issueId)));
  }
}
