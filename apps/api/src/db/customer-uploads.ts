import { and, eq, gte, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from './database.ts';
import { attachments, caseAttachments, caseMessages, cases, contracts, customers } from './schema/index.ts';

/**
 * Bytes of the files the customer sent (with contract changes and with cases), after locking the
 * customer's row: two uploads of one customer (on two instances, say) cannot both pass the quota.
 * The retailer's own documents do not count.
 */
export async function lockCustomerUploadBytes(tx: Executor, customerId: number): Promise<number> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  return customerUploadBytes(tx, customerId);
}

/**
 * The same bytes without the lock: the quick refusal before files are written
 * (db/staged-files.ts); the transaction that links them checks again under the lock.
 */
export async function customerUploadBytes(tx: Executor, customerId: number): Promise<number> {
  const [changes] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${attachments.sizeBytes}), 0)` })
    .from(attachments)
    .innerJoin(contracts, eq(contracts.id, attachments.contractId))
    .where(and(eq(contracts.customerId, customerId), isNotNull(attachments.modificationRequestId)));
  const [caseFiles] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${caseAttachments.sizeBytes}), 0)` })
    .from(caseAttachments)
    .innerJoin(cases, eq(cases.id, caseAttachments.caseId))
    // Files staff sent with a reply are the retailer's documents (a file with no message came with the case).
    .leftJoin(caseMessages, eq(caseMessages.id, caseAttachments.messageId))
    .where(and(eq(cases.customerId, customerId), or(isNull(caseAttachments.messageId), ne(caseMessages.authorKind, 'staff'))));
  return Number(changes?.bytes ?? 0) + Number(caseFiles?.bytes ?? 0);
}

/**
 * Bytes of the files of the unsigned contacts sent from a client `address` since `since`: what a
 * visitor's address has stored (the per-address quota, UNSIGNED_CONTACT_UPLOAD_QUOTA_MB).
 */
export async function addressUploadBytes(tx: Executor, address: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${caseAttachments.sizeBytes}), 0)` })
    .from(caseAttachments)
    .innerJoin(cases, eq(cases.id, caseAttachments.caseId))
    .where(and(eq(cases.clientAddress, address), gte(cases.createdAt, since)));
  return Number(row?.bytes ?? 0);
}

/**
 * The same after taking a lock on the address for the transaction (an advisory lock: a visitor
 * has no row to lock), so two forms from one address on two instances cannot both pass.
 */
export async function lockAddressUploadBytes(tx: Executor, address: string, since: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unsigned-contact-uploads:${address}`}))`);
  return addressUploadBytes(tx, address, since);
}
