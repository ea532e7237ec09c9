import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { contractedPowers, contracts, notificationAddresses, supplyPoints } from '../../db/schema/index.ts';

/** A supply point as a contracting wizard describes it (its address is the installation step's). */
export interface TNewSupplyPoint {
  cups: string;
  street: string;
  city: string;
  postalCode: string;
  ine: string;
  fullAddress: string;
  refCatastral: string | null;
  distributorId: number | null;
}

/** A contract a wizard asks for: a draft (esborrany) without a sign date, until the retailer signs it. */
export interface TDraftContract {
  customerId: number;
  type: 'electricity' | 'gas';
  supplyPointId: number;
  tariffId: number;
  priceListId: number;
  fiscalAddressId: number;
  bankAccountId: number | null;
  selfConsumption: boolean;
  /** Contracted power per period in watts, P1 first; periods at 0 are not contracted (gas: none). */
  powersW: readonly number[];
  notification: { addressId: number; email: string; mobile: string };
}

// Contract names are seven digits (the demo's 0001001…): a new one is the largest such name plus
// one. Names from 9000000 up are the browser tests' copies of the demo's (seed/e2e/test-customer-ids.ts),
// left out so the numbering of real contracts never jumps into them.
const NAME_DIGITS = 7;
const NUMBERED = '^[0-8][0-9]{6}$';
// One writer of a new name at a time: two confirmations at once would otherwise pick the same number.
const NAME_LOCK = sql`select pg_advisory_xact_lock(hashtext('contracts.next_name'))`;

/** The writes of a new contract (the contracting wizards' confirmation), each in the caller's transaction. */
export const draftContractWrites = {
  /**
   * The supply point of that CUPS: the one the portal already has (a point outlives its
   * contracts, so a new holder's contract points at the same row, left as it is), else a new one.
   */
  async supplyPointFor(tx: Executor, point: TNewSupplyPoint): Promise<number> {
    const [created] = await tx
      .insert(supplyPoints)
      .values(point)
      .onConflictDoNothing({ target: supplyPoints.cups })
      .returning({ id: supplyPoints.id });
    if (created) return created.id;
    const [existing] = await tx.select({ id: supplyPoints.id }).from(supplyPoints).where(eq(supplyPoints.cups, point.cups));
    if (!existing) throw new Error('supply point vanished between insert and select');
    return existing.id;
  },

  /** A draft contract named with the next free number, its powers and its notification address. */
  async createDraft(tx: Executor, draft: TDraftContract): Promise<{ id: number; name: string }> {
    await tx.execute(NAME_LOCK);
    const [next] = rowsOf<{ next: string }>(
      await tx.execute(
        sql`select coalesce(max(${contracts.name}::bigint), 0) + 1 as next from ${contracts} where ${contracts.name} ~ ${NUMBERED}`,
      ),
    );
    const name = String(next?.next ?? 1).padStart(NAME_DIGITS, '0');
    const [row] = await tx
      .insert(contracts)
      .values({
        customerId: draft.customerId,
        name,
        type: draft.type,
        state: 'esborrany',
        supplyPointId: draft.supplyPointId,
        tariffId: draft.tariffId,
        priceListId: draft.priceListId,
        signDate: null,
        fiscalAddressId: draft.fiscalAddressId,
        bankAccountId: draft.bankAccountId,
        selfConsumption: draft.selfConsumption,
      })
      .returning({ id: contracts.id });
    const id = row!.id;
    const powers = draft.powersW.map((powerW, index) => ({ contractId: id, period: index + 1, powerW })).filter((p) => p.powerW > 0);
    if (powers.length > 0) await tx.insert(contractedPowers).values(powers);
    await tx.insert(notificationAddresses).values({ contractId: id, ...draft.notification });
    return { id, name };
  },
};
