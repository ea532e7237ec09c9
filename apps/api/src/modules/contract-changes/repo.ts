import { and, eq, inArray } from 'drizzle-orm';
import { customerUploadBytes, lockCustomerUploadBytes } from '../../db/customer-uploads.ts';
import type { Database, Executor } from '../../db/database.ts';
import { contractModificationRequests, contracts, type TModificationKind } from '../../db/schema/index.ts';
import { linkChangeFiles, storeFilesThen } from '../../db/staged-files.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';

export interface NewRequest {
  contractId: number;
  userId: number;
  kind: TModificationKind;
  payload: Record<string, unknown>;
}

/** SQL of contract changes; every method takes the transaction it must run in. */
export class ContractChangesRepo {
  /**
   * A change waiting for the customer's signature, or null when one of its kind already waits
   * (for the signature, or signed and waiting for staff: docs/signatures.md):
   * a second request is refused, not a replacement (the page disables the button and
   * says why). The contract's row is locked first, so that concurrent requests on one contract
   * run one after the other and exactly one of them is written; the unique index
   * contract_modification_requests_one_pending_idx is the guarantee behind it.
   */
  async createPending(tx: Executor, request: NewRequest): Promise<number | null> {
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, request.contractId)).for('update');
    const [waiting] = await tx
      .select({ id: contractModificationRequests.id })
      .from(contractModificationRequests)
      .where(
        and(
          eq(contractModificationRequests.contractId, request.contractId),
          eq(contractModificationRequests.kind, request.kind),
          inArray(contractModificationRequests.state, ['waiting_for_signature', 'signed']),
        ),
      )
      .limit(1);
    if (waiting) return null;
    const [row] = await tx
      .insert(contractModificationRequests)
      .values({ ...request, state: 'waiting_for_signature' })
      .returning({ id: contractModificationRequests.id });
    return row!.id;
  }

  /** A change applied at once, recorded so the table is the contract's history of changes. */
  async recordApplied(tx: Executor, request: NewRequest): Promise<void> {
    await tx.insert(contractModificationRequests).values({ ...request, state: 'applied', signedAt: null });
  }

  /**
   * Bytes of the files the customer sent with changes, over all their contracts, after locking
   * the customer's row: two uploads of one customer (on two instances, say) cannot both pass
   * the quota. The retailer's own documents do not count.
   */
  lockCustomerUploads(tx: Executor, customerId: number): Promise<number> {
    return lockCustomerUploadBytes(tx, customerId);
  }

  /** The same bytes without the lock: the quick refusal before any byte is written. */
  customerUploads(db: Executor, customerId: number): Promise<number> {
    return customerUploadBytes(db, customerId);
  }

  /**
   * Writes a change's files outside any transaction, chunk by chunk, where no reader sees them
   * yet, then runs `commit` with their ids, whose transaction links them (linkFiles): the change
   * shows all its files or none (db/staged-files.ts).
   */
  storeFiles<T>(db: Database, files: readonly UploadedFile[], commit: (fileIds: number[]) => Promise<T>): Promise<T> {
    return storeFilesThen(db, 'change', files, commit);
  }

  /** Links the files storeFiles wrote to the contract and the change they came with. */
  linkFiles(tx: Executor, fileIds: readonly number[], contractId: number, requestId: number, category: string): Promise<void> {
    return linkChangeFiles(tx, fileIds, { contractId, requestId, category });
  }
}
