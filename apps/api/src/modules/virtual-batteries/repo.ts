import type { TBatteryDiscountSetting, TBatteryLedgerEntry } from '@portal/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import {
  contracts,
  invoices,
  virtualBatteries,
  virtualBatteryChanges,
  virtualBatteryLedger,
  virtualBatteryLinks,
} from '../../db/schema/index.ts';

/** A link of a battery as the rules read it, with its contract's name. */
export interface TLinkRow {
  id: number;
  batteryId: number;
  contractId: number;
  contract: string;
  startDate: string;
  endDate: string | null;
  percentage: number;
  setting: TBatteryDiscountSetting;
  isOrigin: boolean;
}

/** A contract's link with its battery's name and whether other contracts share the battery. */
export interface TContractLinkRow extends TLinkRow {
  batteryName: string;
  shared: boolean;
}

/** A ledger row of a battery (docs/virtual-batteries.md), as the download lists it. */
export interface TLedgerRow extends TBatteryLedgerEntry {
  batteryId: number;
  invoice: string;
  contract: string;
}

export interface TBatteryRow {
  id: number;
  name: string;
}

export interface TNewChange {
  batteryId: number;
  contractId: number;
  kind: 'discount_setting' | 'percentage' | 'move';
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  userId: number;
}

const linkColumns = {
  id: virtualBatteryLinks.id,
  batteryId: virtualBatteryLinks.batteryId,
  contractId: virtualBatteryLinks.contractId,
  contract: contracts.name,
  startDate: virtualBatteryLinks.startDate,
  endDate: virtualBatteryLinks.endDate,
  percentage: virtualBatteryLinks.percentage,
  setting: virtualBatteryLinks.discountSetting,
  isOrigin: virtualBatteryLinks.isOrigin,
};

/**
 * SQL of the virtual batteries. Reads take the database; the changes take the transaction they
 * run in, which starts by locking the battery rows (lockOwned) so that two changes of one
 * battery run one after the other.
 */
/** A ledger row as the domain's TBatteryLedgerEntry reads it, with its battery. */
const LEDGER_ENTRY = {
  batteryId: virtualBatteryLedger.batteryId,
  date: virtualBatteryLedger.entryDate,
  kind: virtualBatteryLedger.kind,
  cents: virtualBatteryLedger.amountCents,
  contractId: virtualBatteryLedger.contractId,
};

export class VirtualBatteriesRepo {
  // Prepared once: every page of the contract list asks it, and building it again cost more of
  // the portal's CPU than answering it cost PostgreSQL (bench/floor.ts, a profile). The ids are
  // one array parameter, so one statement serves a page of any length.
  private readonly linksOfContractIds;

  constructor(readonly db: Database) {
    const today = sql.placeholder('today');
    const others = sql<boolean>`exists (select 1 from ${virtualBatteryLinks} o
      where o.battery_id = ${virtualBatteryLinks.batteryId} and o.contract_id <> ${virtualBatteryLinks.contractId}
        and o.start_date <= ${today}::date and (o.end_date is null or o.end_date >= ${today}::date))`;
    this.linksOfContractIds = this.db
      .select({ ...linkColumns, batteryName: virtualBatteries.name, shared: others })
      .from(virtualBatteryLinks)
      .innerJoin(virtualBatteries, eq(virtualBatteries.id, virtualBatteryLinks.batteryId))
      .innerJoin(contracts, eq(contracts.id, virtualBatteryLinks.contractId))
      .where(sql`${virtualBatteryLinks.contractId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(virtualBatteryLinks.contractId), asc(virtualBatteryLinks.id))
      .prepare('battery_links_of_contracts');
  }

  /**
   * The links of these contracts, with their battery's name and whether it is shared (another
   * contract's link is active by date on `today`: a terminated contract's link takes no share, so
   * it shares nothing): one query for a whole page.
   */
  async linksOfContracts(contractIds: readonly number[], today: string): Promise<TContractLinkRow[]> {
    if (contractIds.length === 0) return [];
    return this.linksOfContractIds.execute({ ids: [...contractIds], today });
  }

  /** The ledger entries of these batteries, in date order (the domain's TBatteryLedgerEntry, with the battery). */
  async entriesOf(batteryIds: readonly number[]): Promise<Array<TBatteryLedgerEntry & { batteryId: number }>> {
    if (batteryIds.length === 0) return [];
    return this.db
      .select(LEDGER_ENTRY)
      .from(virtualBatteryLedger)
      .where(inArray(virtualBatteryLedger.batteryId, [...batteryIds]))
      .orderBy(asc(virtualBatteryLedger.entryDate), asc(virtualBatteryLedger.id));
  }

  /** The ledger of these batteries with each row's invoice number and contract name, in date order. */
  async ledgerOf(batteryIds: readonly number[]): Promise<TLedgerRow[]> {
    if (batteryIds.length === 0) return [];
    return this.db
      .select({
        ...LEDGER_ENTRY,
        invoice: invoices.number,
        contract: contracts.name,
      })
      .from(virtualBatteryLedger)
      .innerJoin(invoices, eq(invoices.id, virtualBatteryLedger.invoiceId))
      .innerJoin(contracts, eq(contracts.id, virtualBatteryLedger.contractId))
      .where(inArray(virtualBatteryLedger.batteryId, [...batteryIds]))
      .orderBy(asc(virtualBatteryLedger.batteryId), asc(virtualBatteryLedger.entryDate), asc(virtualBatteryLedger.id));
  }

  /** The user's batteries (all of them, or those of `ids` that are theirs), by id. */
  async ownedBatteries(userId: number, ids?: readonly number[]): Promise<TBatteryRow[]> {
    if (ids && ids.length === 0) return [];
    const owned = ownedBy(virtualBatteries.customerId, userId);
    return this.db
      .select({ id: virtualBatteries.id, name: virtualBatteries.name })
      .from(virtualBatteries)
      .where(ids ? and(owned, inArray(virtualBatteries.id, [...ids])) : owned)
      .orderBy(asc(virtualBatteries.id));
  }

  /** Every link of these batteries with its contract's name, by battery and link id. */
  async linksOfBatteries(batteryIds: readonly number[], db: Executor = this.db): Promise<TLinkRow[]> {
    if (batteryIds.length === 0) return [];
    return db
      .select(linkColumns)
      .from(virtualBatteryLinks)
      .innerJoin(contracts, eq(contracts.id, virtualBatteryLinks.contractId))
      .where(inArray(virtualBatteryLinks.batteryId, [...batteryIds]))
      .orderBy(asc(virtualBatteryLinks.batteryId), asc(virtualBatteryLinks.id));
  }

  /**
   * Locks the user's battery `id` (SELECT … FOR UPDATE) until the transaction ends; false when it
   * is not theirs. Callers locking two lock them in ascending id order, so two moves between the
   * same batteries cannot wait for each other.
   */
  async lockOwned(tx: Executor, userId: number, id: number): Promise<boolean> {
    const rows = await tx
      .select({ id: virtualBatteries.id })
      .from(virtualBatteries)
      .where(and(eq(virtualBatteries.id, id), ownedBy(virtualBatteries.customerId, userId)))
      .for('update');
    return rows.length === 1;
  }

  async setPercentages(tx: Executor, percentages: ReadonlyMap<number, number>, before: ReadonlyMap<number, number>): Promise<void> {
    for (const [linkId, percentage] of percentages) {
      if (before.get(linkId) === percentage) continue;
      await tx.update(virtualBatteryLinks).set({ percentage }).where(eq(virtualBatteryLinks.id, linkId));
    }
  }

  async setDiscountSetting(tx: Executor, linkId: number, setting: TBatteryDiscountSetting): Promise<void> {
    await tx.update(virtualBatteryLinks).set({ discountSetting: setting }).where(eq(virtualBatteryLinks.id, linkId));
  }

  /**
   * Moves the link to another battery at `percentage`, starting on `startDate` (the move's day: the
   * link is in the new battery from then, not from when it joined the old one). The unique
   * battery–contract index stands behind the service's check.
   */
  async moveLink(tx: Executor, linkId: number, batteryId: number, percentage: number, startDate: string): Promise<void> {
    await tx
      .update(virtualBatteryLinks)
      .set({ batteryId, percentage, startDate })
      .where(and(eq(virtualBatteryLinks.id, linkId), ne(virtualBatteryLinks.batteryId, batteryId)));
  }

  async recordChange(tx: Executor, change: TNewChange): Promise<void> {
    await tx.insert(virtualBatteryChanges).values(change);
  }
}
