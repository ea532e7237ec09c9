import {
  CASE_AUTHOR_KINDS,
  CASE_KINDS,
  CASE_OUTCOMES,
  LANGUAGES,
  type TCaseAuthorKind,
  type TCaseKind,
  type TCaseOutcome,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { contracts } from './contracts.ts';
import { customers, users } from './customers.ts';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const languageCheck = (name: string, column: unknown) => check(name, sql`${column} in (${listOf(LANGUAGES)})`);

/**
 * Customer-service (ATC) claim types (customer-area §3: id and label). Reference data: the
 * labels, one per language, are in atc_type_labels.
 */
export const atcTypes = pgTable(
  'atc_types',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('atc_types_code_key').on(t.code)],
);

export const atcTypeLabels = pgTable(
  'atc_type_labels',
  {
    typeId: integer('type_id')
      .notNull()
      .references(() => atcTypes.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.language] }), languageCheck('atc_type_labels_language_check', t.language)],
);

/** Subtypes of a type (customer-area §3: name and desc); name is the code the claim sends as subtipus. */
export const atcSubtypes = pgTable(
  'atc_subtypes',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => atcTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('atc_subtypes_name_key').on(t.name), index('atc_subtypes_type_idx').on(t.typeId, t.position)],
);

export const atcSubtypeDescriptions = pgTable(
  'atc_subtype_descriptions',
  {
    subtypeId: integer('subtype_id')
      .notNull()
      .references(() => atcSubtypes.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subtypeId, t.language] }), languageCheck('atc_subtype_descriptions_language_check', t.language)],
);

/**
 * Case categories of the contact forms (customer-area §3: id, name). `unsigned`: offered to a
 * visitor's unsigned contact form too. Id 20 is meter readings (the autoreads mode, §9).
 */
export const caseCategories = pgTable('case_categories', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique('case_categories_code_key'),
  unsigned: boolean('unsigned').notNull().default(false),
  position: smallint('position').notNull().default(0),
});

export const caseCategoryNames = pgTable(
  'case_category_names',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => caseCategories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] }), languageCheck('case_category_names_language_check', t.language)],
);

/** One sequence numbers every case, whatever its kind (`ATC-2026-000123`, `CON-2026-000124`). */
export const caseNumberSeq = pgSequence('case_number_seq', { startWith: 1 });

/**
 * A case: an ATC claim, a signed or unsigned contact, a request of the mailbox.
 * An ATC claim names a contract, a type and a subtype; a contact a category (and a section);
 * an unsigned contact has no customer but an email and a mobile. The conversation is in
 * case_messages (the first message is the description as filed), files in case_attachments.
 */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    kind: text('kind').$type<TCaseKind>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** The user who filed it (null for a visitor's unsigned contact). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    section: text('section'),
    atcTypeId: integer('atc_type_id').references(() => atcTypes.id),
    atcSubtypeId: integer('atc_subtype_id').references(() => atcSubtypes.id),
    categoryId: integer('category_id').references(() => caseCategories.id),
    /** A visitor's contact data (unsigned contact only). */
    contactEmail: text('contact_email'),
    contactMobile: text('contact_mobile'),
    /**
     * The client address a visitor's unsigned contact came from: what it stores per address and
     * per day is bounded (UNSIGNED_CONTACT_UPLOAD_QUOTA_MB, docs/customer-service.md). Null otherwise.
     */
    clientAddress: text('client_address'),
    /** The reading a signed contact sent in the autoreads mode (customer-area §9), in whole kWh. */
    meterReadingKwh: integer('meter_reading_kwh'),
    subject: text('subject').notNull().default(''),
    description: text('description').notNull(),
    outcome: text('outcome').$type<TCaseOutcome>().notNull().default('in_process'),
    /**
     * When the customer last opened the case's conversation (GET requests/:number with their own
     * token): an answer of staff after it is one they have not read (the overview's "what waits").
     */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cases_number_key').on(t.number),
    index('cases_customer_idx').on(t.customerId, t.createdAt),
    // The requests mailbox: a customer's cases, latest activity first (a backward ordered scan that stops at the page).
    index('cases_customer_activity_idx').on(t.customerId, t.updatedAt, t.id),
    index('cases_contract_idx').on(t.contractId),
    // A visitor's address quota: the files of its unsigned contacts of the last day.
    index('cases_client_address_idx').on(t.clientAddress, t.createdAt),
    check('cases_kind_check', sql`${t.kind} in (${listOf(CASE_KINDS)})`),
    check('cases_outcome_check', sql`${t.outcome} in (${listOf(CASE_OUTCOMES)})`),
    // Every case but a visitor's belongs to a customer; an ATC claim names its contract, type and subtype.
    check('cases_customer_check', sql`${t.kind} = 'unsigned_contact' or ${t.customerId} is not null`),
    check(
      'cases_atc_check',
      sql`${t.kind} <> 'atc_claim' or (${t.contractId} is not null and ${t.atcTypeId} is not null and ${t.atcSubtypeId} is not null)`,
    ),
  ],
);

/**
 * The conversation of a case: the customer's messages (user_id) and staff's, shown only by
 * their label (staff_label, e.g. "Atenció al client"), never by who wrote them.
 */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind').$type<TCaseAuthorKind>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    staffLabel: text('staff_label'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_messages_case_idx').on(t.caseId, t.createdAt),
    check('case_messages_author_kind_check', sql`${t.authorKind} in (${listOf(CASE_AUTHOR_KINDS)})`),
    check('case_messages_staff_label_check', sql`(${t.authorKind} = 'staff') = (${t.staffLabel} is not null)`),
  ],
);

/**
 * Files of a case (and of the message they came with), stored as the contract changes' files
 * are: a row here, the bytes in case_attachment_chunks of ATTACHMENT_CHUNK_BYTES. They count
 * against the customer's attachments quota with those (db/customer-uploads.ts).
 */
export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: serial('id').primaryKey(),
    /**
     * Null while the file is being written (db/staged-files.ts): its chunks go in short statements
     * of their own, and the case's transaction links the file, so no reader ever sees half of it.
     */
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => caseMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_attachments_case_idx').on(t.caseId)],
);

export const caseAttachmentChunks = pgTable(
  'case_attachment_chunks',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => caseAttachments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attachmentId, t.seq] }), check('case_attachment_chunks_seq_check', sql`${t.seq} >= 0`)],
);
