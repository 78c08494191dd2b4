import { ADMIN_ONLY } from '../users/roles.js';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { ContentLanguage } from '../../graphql/language.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { InvalidArgumentError } from '../../validation/invalid-argument.js';
import { LEGAL_PLACEHOLDER_NAMES, LEGAL_PLACEHOLDERS, placeholderValues } from './legal-placeholders.js';
import type { LegalTextVersion } from './legal-text-version.entity.js';
import {
  type LegalTextState,
  type SaveLegalTextResult,
  listVersions,
  previewLegalText,
  readAllLegalTexts,
  readLegalFacts,
  readLegalText,
  restoreLegalTextVersion,
  saveLegalText,
} from './legal-text.service.js';
import {
  AdminLegalText,
  LegalDocumentKindValue,
  LegalPage,
  LegalPlaceholderInfo,
  LegalTextPreview,
  LegalTextVersionType,
  SaveLegalTextInput,
  SaveLegalTextPayload,
} from './legal-text.types.js';

const adminText = (text: LegalTextState): AdminLegalText => ({
  document: text.document as LegalDocumentKindValue,
  language: text.language as ContentLanguage,
  markdown: text.markdown,
  html: text.html,
  unfilled: text.unfilled,
  reviewed: text.current !== null,
  updatedAt: text.current?.createdAt ?? null,
  updatedBy: text.updatedBy,
  versions: [], // the field resolver below
});

const versionType = (version: LegalTextVersion): LegalTextVersionType => ({
  number: version.id,
  createdAt: version.createdAt,
  authorName: version.author?.username ?? null,
  restoredFromId: version.restoredFromId ?? null,
  markdown: version.markdown,
});

function payload(ctx: RequestContext, result: SaveLegalTextResult): SaveLegalTextPayload {
  return result.ok
    ? { legalText: adminText(result.text), errors: [] }
    : { legalText: null, errors: toUserErrors(ctx.language, result.errors) };
}

@Resolver(() => AdminLegalText)
export class LegalTextResolver {
  @Query(() => LegalPage, { description: 'A legal page as the site shows it (imprint, privacy policy, terms), in one language.' })
  async legalPage(
    @Ctx() ctx: RequestContext,
    @Arg('document', () => LegalDocumentKindValue, { description: 'Which page.' }) document: LegalDocumentKindValue,
    @Arg('language', () => ContentLanguage, { description: 'Which language.' }) language: ContentLanguage,
  ): Promise<LegalPage> {
    const text = await readLegalText(ctx.em, document, language);
    return { document, language, html: text.html, updatedOn: text.updatedOn };
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => [AdminLegalText], { description: 'Admins only: every legal text in every language, as the editor shows them.' })
  async adminLegalTexts(@Ctx() ctx: RequestContext): Promise<AdminLegalText[]> {
    return (await readAllLegalTexts(ctx.em)).map(adminText);
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => [LegalPlaceholderInfo], { description: 'Admins only: the placeholders a legal text may use, with what each inserts now.' })
  async adminLegalPlaceholders(@Ctx() ctx: RequestContext): Promise<LegalPlaceholderInfo[]> {
    const facts = await readLegalFacts(ctx.em);
    const de = placeholderValues(facts, 'de');
    const en = placeholderValues(facts, 'en');
    return LEGAL_PLACEHOLDER_NAMES.map((name) => ({
      name,
      label: LEGAL_PLACEHOLDERS[name][ctx.language],
      valueDe: de[name],
      valueEn: en[name],
    }));
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => LegalTextPreview, {
    description:
      'Admins only: unsaved Markdown as its page would show it once published (saves nothing; over the length limit: BAD_USER_INPUT).',
  })
  async adminLegalTextPreview(
    @Ctx() ctx: RequestContext,
    @Arg('language', () => ContentLanguage, { description: "The text's language (placeholders insert in it)." }) language: ContentLanguage,
    @Arg('markdown', { description: 'The Markdown as typed.' }) markdown: string,
  ): Promise<LegalTextPreview> {
    const preview = await previewLegalText(ctx, language, markdown);
    if ('reason' in preview) throw new InvalidArgumentError(ctx.language, 'markdown', preview);
    return preview;
  }

  @FieldResolver(() => [LegalTextVersionType])
  async versions(@Ctx() ctx: RequestContext, @Root() text: AdminLegalText): Promise<LegalTextVersionType[]> {
    return (await listVersions(ctx.em, text.document, text.language)).map(versionType);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => SaveLegalTextPayload, {
    description: 'Admins only: saves a legal text as a new version (the same text again confirms it).',
  })
  async saveLegalText(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SaveLegalTextInput, { description: 'Page, language and Markdown.' }) input: SaveLegalTextInput,
  ): Promise<SaveLegalTextPayload> {
    return payload(ctx, await saveLegalText(ctx, input.document, input.language, { markdown: input.markdown }));
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => SaveLegalTextPayload, { description: 'Admins only: makes an older version current again (as a new version naming it).' })
  async restoreLegalTextVersion(
    @Ctx() ctx: RequestContext,
    @Arg('versionId', () => Int, { description: 'The version to restore.' }) versionId: number,
  ): Promise<SaveLegalTextPayload> {
    return payload(ctx, await restoreLegalTextVersion(ctx, versionId));
  }
}
