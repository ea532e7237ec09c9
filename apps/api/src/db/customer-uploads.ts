import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from './database.ts';
import { attachments, caseAttachments, cases, contracts, customers } from './schema/index.ts';

/**
 * Bytes of the files the customer sent (with contract changes and with cases), after locking the
 * customer's row: two uploads of one customer (on two instances, say) cannot both pass the quota.
 * The retailer's own documents do not count.
 */
export async function lockCustomerUploadBytes(tx: Executor, customerId: number): Promise<number> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const [changes] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${attachments.sizeBytes}), 0)` })
    .from(attachments)
    .innerJoin(contracts, eq(contracts.id, attachments.contractId))
    .where(and(eq(contracts.customerId, customerId), isNotNull(attachments.modificationRequestId)));
  const [caseFiles] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${caseAttachments.sizeBytes}), 0)` })
    .from(caseAttachments)
    .innerJoin(cases, eq(cases.id, caseAttachments.caseId))
    .where(eq(cases.customerId, customerId));
  return Number(changes?.bytes ?? 0) + Number(caseFiles?.bytes ?? 0);
}
