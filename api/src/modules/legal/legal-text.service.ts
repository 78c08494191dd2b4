import type { EntityManager } from '@mikro-orm/postgresql';
import { type RequestContext, transactional } from '../../context/request-context.js';
import { LEGAL_TEXT_LIMITS, legalTextSchema } from '../../validation/legal-text.schema.js';
import type { ArgumentProblem } from '../../validation/invalid-argument.js';
import { message } from '../../validation/fields.js';
import { type FieldError, validateInput } from '../../validation/validate.js';
import { AuditAction } from '../audit/audit-event.entity.js';
import { recordAdminChange } from '../audit/audit.js';
import { readFollowUpSettings } from '../follow-up/follow-up-settings.js';
import { readBusinessProfile } from '../settings/business-profile.js';
import { readSiteMode } from '../setup/site-mode.js';
import { User } from '../users/user.entity.js';
import { imprintDe, imprintEn } from './defaults/imprint.js';
import { privacyDe, privacyEn } from './defaults/privacy.js';
import { termsDe, termsEn } from './defaults/terms.js';
import { type RenderedLegalText, renderLegalMarkdown } from './legal-markdown.js';
import {
  LEGAL_DOCUMENTS,
  LEGAL_LANGUAGES,
  type LegalDocumentKind,
  type LegalFacts,
  type LegalLanguage,
  unknownPlaceholders,
} from './legal-placeholders.js';
import { LegalTextVersion } from './legal-text-version.entity.js';

/** The texts the site showed before staff could edit them (once fixed texts in web/src/pages/legal), revised on this day. */
export const DEFAULT_LEGAL_TEXTS: Record<LegalDocumentKind, Record<LegalLanguage, string>> = {
  imprint: { de: imprintDe, en: imprintEn },
  privacy: { de: privacyDe, en: privacyEn },
  terms: { de: termsDe, en: termsEn },
};
export const DEFAULT_LEGAL_TEXTS_DATE = '2026-11-26';

/** How many versions of one text the editor lists (newest first); older ones stay in the table. */
export const LISTED_VERSIONS = 30;

export interface LegalTextState extends RenderedLegalText {
  document: LegalDocumentKind;
  language: LegalLanguage;
  markdown: string;
  /** The newest saved version; null: the default stands (never saved nor confirmed). */
  current: LegalTextVersion | null;
  /** The day shown as "Stand" (ISO date). */
  updatedOn: string;
  /** Who saved the current version (null: the default, or the account is gone). */
  updatedBy: string | null;
}

/** The facts placeholders insert: the business profile and the data-retention months (a follow-up setting). */
export async function readLegalFacts(em: EntityManager): Promise<LegalFacts> {
  const [profile, followUp] = await Promise.all([readBusinessProfile(em), readFollowUpSettings(em)]);
  return { profile, retentionMonths: followUp.dataRetentionMonths };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The newest version of every document and language that has one, by `document:language`. */
async function currentVersions(em: EntityManager): Promise<Map<string, LegalTextVersion>> {
  const ids = await em
    .getConnection()
    .execute<{ id: number }[]>('select distinct on (document, language) id from legal_text_versions order by document, language, id desc');
  const rows = ids.length ? await em.find(LegalTextVersion, { id: { $in: ids.map((row) => row.id) } }, { populate: ['author'] }) : [];
  return new Map(rows.map((row) => [`${row.document}:${row.language}`, row]));
}

function state(
  document: LegalDocumentKind,
  language: LegalLanguage,
  current: LegalTextVersion | null,
  facts: LegalFacts,
  updatedBy = current?.author?.username ?? null,
): LegalTextState {
  const markdown = current?.markdown ?? DEFAULT_LEGAL_TEXTS[document][language];
  const updatedOn = current ? isoDay(current.createdAt) : DEFAULT_LEGAL_TEXTS_DATE;
  return { document, language, markdown, current, updatedOn, updatedBy, ...renderLegalMarkdown(markdown, facts, language) };
}

/** One page as the public site shows it. */
export async function readLegalText(em: EntityManager, document: LegalDocumentKind, language: LegalLanguage): Promise<LegalTextState> {
  const current = await em.findOne(LegalTextVersion, { document, language }, { orderBy: { id: 'desc' }, populate: ['author'] });
  return state(document, language, current, await readLegalFacts(em));
}

/** Every page in every language (the editor and the checklist). */
export async function readAllLegalTexts(em: EntityManager): Promise<LegalTextState[]> {
  const [current, facts] = await Promise.all([currentVersions(em), readLegalFacts(em)]);
  return LEGAL_DOCUMENTS.flatMap((document) =>
    LEGAL_LANGUAGES.map((language) => state(document, language, current.get(`${document}:${language}`) ?? null, facts)),
  );
}

/** The newest versions of one text, newest first. */
export function listVersions(em: EntityManager, document: LegalDocumentKind, language: LegalLanguage): Promise<LegalTextVersion[]> {
  return em.find(LegalTextVersion, { document, language }, { orderBy: { id: 'desc' }, limit: LISTED_VERSIONS, populate: ['author'] });
}

export type SaveLegalTextResult = { ok: true; text: LegalTextState } | { ok: false; errors: FieldError[] };

async function addVersion(
  ctx: RequestContext,
  document: LegalDocumentKind,
  language: LegalLanguage,
  markdown: string,
  restoredFromId: number | null,
): Promise<LegalTextState> {
  const version = await transactional(ctx, async (tx) => {
    const author = ctx.user ? tx.em.getReference(User, ctx.user.id) : null;
    const row = tx.em.create(LegalTextVersion, { document, language, markdown, author, restoredFromId });
    await tx.em.flush();
    const action = restoredFromId === null ? AuditAction.CREATED : AuditAction.UPDATED;
    recordAdminChange(tx.em, ctx.user, {
      entityType: 'legalText',
      entityId: row.id,
      action,
      before: null,
      after: { document, language, restoredFromId, length: markdown.length },
    });
    return row;
  });
  ctx.log.info({ document, language, versionId: version.id, restoredFromId, userId: ctx.user?.id }, 'legal text saved');
  return state(document, language, version, await readLegalFacts(ctx.em), ctx.user?.username ?? null);
}

/**
 * Saves a legal text as a new version (admins only: the resolver is `@Authorized('admin')`); the same text again
 * is a confirmation and is kept as a version too (the checklist's "reviewed"). Refused input changes nothing.
 */
export async function saveLegalText(
  ctx: RequestContext,
  document: LegalDocumentKind,
  language: LegalLanguage,
  input: { markdown: unknown },
): Promise<SaveLegalTextResult> {
  const checked = validateInput(legalTextSchema, input);
  if (!checked.ok) return checked;
  const unknown = unknownPlaceholders(checked.value.markdown);
  if (unknown.length > 0) {
    const names = unknown
      .slice(0, 5)
      .map((name) => `{{${name}}}`)
      .join(', ');
    return {
      ok: false,
      errors: [{ field: 'markdown', ...message('UNKNOWN_PLACEHOLDER', 'validation.legalPlaceholderUnknown', { names }) }],
    };
  }
  const placeholders = await placeholdersRefusedWhenLive(ctx, checked.value.markdown, language);
  if (placeholders) return { ok: false, errors: [placeholders] };
  return { ok: true, text: await addVersion(ctx, document, language, checked.value.markdown, null) };
}

/** A live site shows no bracketed placeholder (going live needed none): a text that would leave one is refused. */
async function placeholdersRefusedWhenLive(ctx: RequestContext, markdown: string, language: LegalLanguage): Promise<FieldError | null> {
  if ((await readSiteMode(ctx.em)) !== 'LIVE') return null;
  const { unfilled } = renderLegalMarkdown(markdown, await readLegalFacts(ctx.em), language);
  if (unfilled.length === 0) return null;
  return {
    field: 'markdown',
    ...message('GO_LIVE_CONDITION_OPEN', 'validation.legalPlaceholderWhenLive', { names: unfilled.slice(0, 5).join(', ') }),
  };
}

/**
 * A text as the page would show it once published, without saving anything: the editor's preview of what is typed,
 * so nothing goes live to be looked at. Over the length limit: the limit's problem (the query refuses it whole).
 */
export async function previewLegalText(
  ctx: RequestContext,
  language: LegalLanguage,
  markdown: string,
): Promise<RenderedLegalText | ArgumentProblem> {
  if (markdown.length > LEGAL_TEXT_LIMITS.markdown.max)
    return { reason: 'TOO_LONG', id: 'validation.tooLong', values: { max: LEGAL_TEXT_LIMITS.markdown.max } };
  return renderLegalMarkdown(markdown, await readLegalFacts(ctx.em), language);
}

/** Makes an older version the current one again, as a new version that names it (the history keeps both). */
export async function restoreLegalTextVersion(ctx: RequestContext, versionId: number): Promise<SaveLegalTextResult> {
  const version = Number.isSafeInteger(versionId) && versionId > 0 ? await ctx.em.findOne(LegalTextVersion, versionId) : null;
  if (!version) return { ok: false, errors: [{ field: 'versionId', ...message('VERSION_NOT_FOUND', 'validation.legalVersionNotFound') }] };
  const placeholders = await placeholdersRefusedWhenLive(ctx, version.markdown, version.language as LegalLanguage);
  if (placeholders) return { ok: false, errors: [{ ...placeholders, field: 'versionId' }] };
  return {
    ok: true,
    text: await addVersion(ctx, version.document as LegalDocumentKind, version.language as LegalLanguage, version.markdown, version.id),
  };
}
