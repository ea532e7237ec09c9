import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { contracts, notificationAddresses, supplyPoints } from '../../db/schema/index.ts';
import { draftContractWrites } from './draft-contracts.ts';

/**
 * The writes of a contract and its supply point, the only ones in the portal: the changes a
 * customer makes at once (contract-changes) apply them through ContractsService, each in the
 * caller's transaction, beside the record of the change; the contracting wizards create draft
 * contracts through it the same way.
 */
export const contractUpdates = {
  async setNoCessionSips(tx: Executor, contractId: number, state: 'requested' | 'active' | 'unactive'): Promise<void> {
    await tx.update(contracts).set({ noCessionSips: state }).where(eq(contracts.id, contractId));
  },

  async setInvoiceOnline(tx: Executor, contractId: number, method: 'email' | 'postal'): Promise<void> {
    await tx.update(contracts).set({ invoiceOnline: method }).where(eq(contracts.id, contractId));
  },

  async setCadastralReference(tx: Executor, supplyPointId: number, reference: string): Promise<void> {
    await tx.update(supplyPoints).set({ refCatastral: reference }).where(eq(supplyPoints.id, supplyPointId));
  },

  async setContactField(tx: Executor, contractId: number, column: 'email' | 'mobile', value: string): Promise<void> {
    await tx
      .update(notificationAddresses)
      .set({ [column]: value, updatedAt: new Date() })
      .where(eq(notificationAddresses.contractId, contractId));
  },

  async setNotificationAddress(tx: Executor, contractId: number, addressId: number, email: string, mobile: string): Promise<void> {
    await tx
      .insert(notificationAddresses)
      .values({ contractId, addressId, email, mobile })
      .onConflictDoUpdate({ target: notificationAddresses.contractId, set: { addressId, email, mobile, updatedAt: new Date() } });
  },

  /** A contracting wizard's new contract (draft) and its supply point: draft-contracts.ts. */
  ...draftContractWrites,
};

/** What a module that changes contracts may write, each in its own transaction. */
export type ContractUpdates = typeof contractUpdates;
