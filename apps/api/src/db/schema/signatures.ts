import { SIGNING_CHANNELS, SIGNING_KINDS, SIGNING_STATES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { attachments, contractModificationRequests } from './contract-changes.ts';
import { contracts } from './contracts.ts';
import { staffAccounts } from './staff.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A document the customer signs (docs/signatures.md): a change waiting for signature
 * (modification_request_id) or a contracting wizard's draft contract (kind 'contract'). The
 * mailed link's secret is kept as its SHA-256 only; the one-time code as an HMAC under the
 * portal's secret. The document is rendered once, at the link's first read, and kept with its
 * hash: what the customer reviews, signs and what is sealed are the same bytes. The evidence of
 * the signature (time, client address, user agent, channel) is kept in the row for as long as
 * the contract is.
 */
export const signingRequests = pgTable(
  'signing_requests',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The change signed; null for a draft contract (kind 'contract'). */
    modificationRequestId: integer('modification_request_id').references(() => contractModificationRequests.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('waiting_for_signature'),
    linkHash: text('link_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    document: bytea('document'),
    documentSha256: text('document_sha256'),
    codeHash: text('code_hash'),
    codeChannel: text('code_channel'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    codesSent: smallint('codes_sent').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerAddress: text('signer_address'),
    signerUserAgent: text('signer_user_agent'),
    signedChannel: text('signed_channel'),
    sealedAttachmentId: integer('sealed_attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signing_requests_link_hash_key').on(t.linkHash),
    uniqueIndex('signing_requests_modification_request_key').on(t.modificationRequestId),
    // The staff queue (signed, oldest first) and the expiry sweep (waiting, by expiry).
    index('signing_requests_state_idx').on(t.state, t.signedAt, t.id),
    index('signing_requests_expiry_idx').on(t.linkExpiresAt).where(sql`${t.state} = 'waiting_for_signature'`),
    index('signing_requests_contract_idx').on(t.contractId, t.createdAt),
    // One draft contract's signature open at a time.
    uniqueIndex('signing_requests_one_open_contract_idx')
      .on(t.contractId)
      .where(sql`${t.kind} = 'contract' and ${t.state} in ('waiting_for_signature', 'signed')`),
    check('signing_requests_kind_check', sql`${t.kind} in (${list(SIGNING_KINDS)})`),
    check('signing_requests_state_check', sql`${t.state} in (${list(SIGNING_STATES)})`),
    check('signing_requests_channel_check', sql`${t.codeChannel} is null or ${t.codeChannel} in (${list(SIGNING_CHANNELS)})`),
    check('signing_requests_signed_channel_check', sql`${t.signedChannel} is null or ${t.signedChannel} in (${list(SIGNING_CHANNELS)})`),
    // A change is signed with its request; a contract without one.
    check('signing_requests_subject_check', sql`(${t.kind} = 'contract') = (${t.modificationRequestId} is null)`),
    // Signed means the evidence is there.
    check(
      'signing_requests_evidence_check',
      sql`${t.state} not in ('signed', 'applied', 'rejected') or (${t.signedAt} is not null and ${t.documentSha256} is not null and ${t.signedChannel} is not null)`,
    ),
    check('signing_requests_attempts_check', sql`${t.codeAttempts} >= 0 and ${t.codesSent} >= 0`),
  ],
);
