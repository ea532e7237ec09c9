import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  attachments,
  contractModificationRequests,
  contracts,
  notificationAddresses,
  supplyPoints,
  type TModificationKind,
} from '../../db/schema/index.ts';
import type { UploadedFile } from '../../platform/uploads.ts';

export interface NewRequest {
  contractId: number;
  userId: number;
  kind: TModificationKind;
  payload: Record<string, unknown>;
}

/** SQL of contract changes; every method takes the transaction it must run in. */
export class ContractChangesRepo {
  /**
   * A change waiting for the customer's signature. An unsigned request of the same kind is
   * replaced (marked rejected): the customer changed their mind before signing, and only the
   * last request may reach the distributor.
   */
  async createPending(tx: Executor, request: NewRequest): Promise<number> {
    await tx
      .update(contractModificationRequests)
      .set({ state: 'rejected' })
      .where(
        and(
          eq(contractModificationRequests.contractId, request.contractId),
          eq(contractModificationRequests.kind, request.kind),
          eq(contractModificationRequests.state, 'waiting_for_signature'),
        ),
      );
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

  async attachFiles(tx: Executor, contractId: number, requestId: number, category: string, files: UploadedFile[]): Promise<void> {
    if (files.length === 0) return;
    await tx.insert(attachments).values(
      files.map((file) => ({
        contractId,
        modificationRequestId: requestId,
        name: file.filename || 'document',
        filename: file.filename || 'document',
        mimeType: file.mime,
        sizeBytes: file.bytes.length,
        category,
        content: file.bytes,
      })),
    );
  }

  async setNoCessionSips(tx: Executor, contractId: number, state: 'requested' | 'active' | 'unactive'): Promise<void> {
    await tx.update(contracts).set({ noCessionSips: state }).where(eq(contracts.id, contractId));
  }

  async setInvoiceOnline(tx: Executor, contractId: number, method: 'email' | 'postal'): Promise<void> {
    await tx.update(contracts).set({ invoiceOnline: method }).where(eq(contracts.id, contractId));
  }

  async setCadastralReference(tx: Executor, supplyPointId: number, reference: string): Promise<void> {
    await tx.update(supplyPoints).set({ refCatastral: reference }).where(eq(supplyPoints.id, supplyPointId));
  }

  async setContactField(tx: Executor, contractId: number, column: 'email' | 'mobile', value: string): Promise<void> {
    await tx
      .update(notificationAddresses)
      .set({ [column]: value, updatedAt: new Date() })
      .where(eq(notificationAddresses.contractId, contractId));
  }

  async setNotificationAddress(tx: Executor, contractId: number, addressId: number, email: string, mobile: string): Promise<void> {
    await tx
      .insert(notificationAddresses)
      .values({ contractId, addressId, email, mobile })
      .onConflictDoUpdate({ target: notificationAddresses.contractId, set: { addressId, email, mobile, updatedAt: new Date() } });
  }
}
