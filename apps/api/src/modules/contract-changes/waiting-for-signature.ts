import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { contractModificationRequests, contracts } from '../../db/schema/index.ts';

/** A change of the user's contracts that waits for their signature (the overview's "what waits"). */
export interface TChangeWaitingForSignature {
  kind: string;
  contractName: string;
  contractType: 'electricity' | 'gas';
  /** Local day it was requested on. */
  since: string;
}

/**
 * The user's contract changes waiting for signature, oldest first: one statement, scoped by the
 * customer (db/ownership.ts), read through contract_modification_requests_one_pending_idx's table
 * by contract.
 */
export function changesWaitingForSignature(db: Database) {
  return async (userId: number): Promise<TChangeWaitingForSignature[]> => {
    const rows = await db
      .select({
        kind: contractModificationRequests.kind,
        contractName: contracts.name,
        contractType: contracts.type,
        since: sql<string>`to_char(${contractModificationRequests.createdAt} at time zone 'Europe/Madrid', 'YYYY-MM-DD')`,
      })
      .from(contractModificationRequests)
      .innerJoin(contracts, eq(contracts.id, contractModificationRequests.contractId))
      .where(and(ownedBy(contracts.customerId, userId), eq(contractModificationRequests.state, 'waiting_for_signature')))
      .orderBy(asc(contractModificationRequests.createdAt), asc(contractModificationRequests.id));
    return rows.map((row) => ({ ...row, contractType: row.contractType === 'gas' ? 'gas' : 'electricity' }));
  };
}
