import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { contractedPowers, contracts, notificationAddresses, supplyPoints } from '../../db/schema/index.ts';
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

  /** A signed IBAN change approved by staff (docs/signatures.md): the contract is paid from that account of the customer. */
  async setBankAccount(tx: Executor, contractId: number, bankAccountId: number): Promise<void> {
    await tx.update(contracts).set({ bankAccountId }).where(eq(contracts.id, contractId));
  },

  /**
   * A signed power change approved by staff: the contracted power per period, P1 first (watts),
   * in force from `from` (the next day); the set in force until then stays, a set meant to start
   * on or after that day is replaced. The periods not given are no longer contracted from then.
   */
  async setPowers(tx: Executor, contractId: number, powersW: readonly number[], from: string): Promise<void> {
    await tx.delete(contractedPowers).where(and(eq(contractedPowers.contractId, contractId), gte(contractedPowers.validFrom, from)));
    const rows = powersW.map((powerW, i) => ({ contractId, period: i + 1, powerW, validFrom: from })).filter((row) => row.powerW > 0);
    if (rows.length > 0) await tx.insert(contractedPowers).values(rows);
  },

  /**
   * A wizard's draft contract signed by the customer and approved by staff: active from its sign
   * date. Only a draft moves; false when the contract is not one (any more).
   */
  async activateDraft(tx: Executor, contractId: number, signDate: string): Promise<boolean> {
    const rows = await tx
      .update(contracts)
      .set({ state: 'activa', signDate, startDate: signDate })
      .where(and(eq(contracts.id, contractId), eq(contracts.state, 'esborrany')))
      .returning({ id: contracts.id });
    return rows.length > 0;
  },

  /** A wizard's draft contract whose signature was rejected or expired: cancelled, never active. */
  async cancelDraft(tx: Executor, contractId: number): Promise<void> {
    await tx
      .update(contracts)
      .set({ state: 'cancelada' })
      .where(and(eq(contracts.id, contractId), eq(contracts.state, 'esborrany')));
  },

  /** A contracting wizard's new contract (draft) and its supply point: draft-contracts.ts. */
  ...draftContractWrites,
};

/** What a module that changes contracts may write, each in its own transaction. */
export type ContractUpdates = typeof contractUpdates;
