import { LANGUAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { contracts } from './contracts.ts';
import { users } from './customers.ts';

export const MODIFICATION_KINDS = [
  'iban',
  'power',
  'notification_address',
  'ref_catastral',
  'invoice_online',
  'no_cession_sips',
  'contact_field',
] as const;
export type TModificationKind = (typeof MODIFICATION_KINDS)[number];
/**
 * A change applied at once is recorded as applied; one that needs a signature follows the
 * signatures' lifecycle (packages/domain/src/signatures/signing-lifecycle.ts): waiting for
 * signature, signed, then applied (approved by staff) or rejected; or expired, or cancelled.
 */
export const MODIFICATION_STATES = ['waiting_for_signature', 'signed', 'applied', 'rejected', 'expired', 'cancelled'] as const;
export type TModificationState = (typeof MODIFICATION_STATES)[number];

/**
 * Every change a customer asks for on a contract. Changes that need a signature (IBAN, power,
 * SIPS opt-out) wait in waiting_for_signature; the others are applied at once and recorded as
 * applied, so the table is also the history of changes.
 */
export const contractModificationRequests = pgTable(
  'contract_modification_requests',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TModificationKind>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<TModificationState>().notNull().default('waiting_for_signature'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    index('contract_modification_requests_contract_idx').on(t.contractId, t.createdAt),
    // One change of each kind pending per contract, waiting for signature or signed and waiting for staff (a second is refused with 409).
    uniqueIndex('contract_modification_requests_one_pending_idx')
      .on(t.contractId, t.kind)
      .where(sql`${t.state} in ('waiting_for_signature', 'signed')`),
    check('contract_modification_requests_kind_check', sql`${t.kind} in (${sql.raw(MODIFICATION_KINDS.map((k) => `'${k}'`).join(', '))})`),
    check(
      'contract_modification_requests_state_check',
      sql`${t.state} in (${sql.raw(MODIFICATION_STATES.map((k) => `'${k}'`).join(', '))})`,
    ),
  ],
);

/**
 * Files of a contract: documents of the retailer (contract conditions, letters) and files a
 * customer sent with a change (modification_request_id set). The bytes live in the database
 * (attachmentChunks) so that every API instance serves them without a shared file system, and
 * a backup of the database is a backup of the files.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    /**
     * Null while a customer's file is being written (db/staged-files.ts): its chunks go in short
     * statements of their own, and the change's transaction links the file to its contract.
     */
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    modificationRequestId: integer('modification_request_id').references(() => contractModificationRequests.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    category: text('category').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_contract_id_idx').on(t.contractId, t.createdAt)],
);

/**
 * A retailer's document's title and category in one language: the contract page lists them in
 * the customer's language (customer-area §3, Attachment name and category_name), as case
 * categories and claim types are. A language without a row shows the attachment's own name and
 * category; a customer's own files have none (their name is the file's).
 */
export const attachmentTexts = pgTable(
  'attachment_texts',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.attachmentId, t.language] }),
    check('attachment_texts_language_check', sql`${t.language} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`),
  ],
);

/**
 * Bytes per chunk: a file is written and read one chunk at a time, never held whole.
 * Each chunk is written by a statement of its own (db/staged-files.ts); on PGlite's one
 * connection, others wait for at most one, so a chunk is small: 64 KiB takes a few milliseconds
 * (files stored before in chunks of 256 KiB read as well: readers never assume the size).
 */
export const ATTACHMENT_CHUNK_BYTES = 64 * 1024;

/** The bytes of an attachment, in order of seq, each ATTACHMENT_CHUNK_BYTES but the last. */
export const attachmentChunks = pgTable(
  'attachment_chunks',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attachmentId, t.seq] }), check('attachment_chunks_seq_check', sql`${t.seq} >= 0`)],
);
