import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * One saved version of a legal text: the imprint, privacy policy or terms in one language, as Markdown.
 * Rows are never changed: saving (or confirming a text unchanged) and restoring add a row, so the list is the
 * history (who, when); the newest row of a document and language is what the site shows, none: the default.
 */
@Entity({ tableName: 'legal_text_versions' })
@Index({ name: 'legal_text_versions_document_language_idx', properties: ['document', 'language', 'id'] })
export class LegalTextVersion {
  @PrimaryKey()
  id: number;

  /** 'imprint' | 'privacy' | 'terms'. */
  @Property({ length: 20 })
  document: string;

  @Property({ length: 2 })
  language: string;

  @Property({ type: 'text' })
  markdown: string;

  /** Who saved it; null once that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: 'legal_text_versions_author_id_idx' })
  author?: User | null;

  /** The version this one restored, if it is a restore. */
  @Property({ type: 'integer', nullable: true })
  restoredFromId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
