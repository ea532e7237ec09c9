import {
  availableBatteryDiscountCents,
  isBatteryLinkActive,
  type TBatteryLedgerEntry,
  type TDrawingLink,
  type TInvoiceComputation,
} from '@portal/domain';
import type { TSeededBatteryLink } from './demo-batteries.ts';

/** A ledger row as the seed writes it: the invoice by its plan key (its id is known once written). */
export interface TPlannedLedgerRow extends TBatteryLedgerEntry {
  batteryId: number;
  invoiceKey: string;
}

/**
 * What the billing plan asks of the virtual batteries while it computes invoices in issue-date
 * order (docs/billing.md, "Virtual batteries"): how much a contract may draw on a day, and the
 * rows an invoice leaves in the ledger.
 */
export interface TBatteryBilling {
  /** Euros the contract's invoice issued on `day` may draw; undefined when the contract has no battery link. */
  available(contractId: number, day: string): number | undefined;
  /** Records the invoice's discount (drawn) and, for an active origin link, its deposit (the surplus left). */
  settle(invoiceKey: string, contractId: number, day: string, computation: TInvoiceComputation): void;
  /** A cancelling rectification (A, B): adds the original invoice's rows with the opposite sign. */
  cancel(originalKey: string, cancellingKey: string, day: string): void;
}

const drawing = (link: TSeededBatteryLink): TDrawingLink => ({
  contractId: link.contractId,
  percentage: link.percentage,
  setting: link.setting,
  data_inici: link.startDate,
  data_final: link.endDate,
});

const cents = (euros: number | undefined) => Math.round((euros ?? 0) * 100);

/**
 * The in-memory ledgers of the seeded batteries (one list of rows per battery), filled by the plan
 * as it bills. The drawing rule is the domain's availableBatteryDiscountCents; a contract linked
 * to several batteries draws from each what it offers, in link order, up to what the invoice used.
 */
export class DemoBatteryBook implements TBatteryBilling {
  readonly rows: TPlannedLedgerRow[] = [];
  private readonly byBattery = new Map<number, TPlannedLedgerRow[]>();

  constructor(private readonly links: readonly TSeededBatteryLink[]) {}

  private linksOf(contractId: number) {
    return this.links.filter((link) => link.contractId === contractId);
  }

  private ledger(batteryId: number): TPlannedLedgerRow[] {
    const rows = this.byBattery.get(batteryId) ?? [];
    if (!this.byBattery.has(batteryId)) this.byBattery.set(batteryId, rows);
    return rows;
  }

  private add(row: TPlannedLedgerRow) {
    this.rows.push(row);
    this.ledger(row.batteryId).push(row);
  }

  private offers(contractId: number, day: string) {
    return this.linksOf(contractId).map((link) => ({
      link,
      cents: availableBatteryDiscountCents(this.ledger(link.batteryId), drawing(link), day),
    }));
  }

  available(contractId: number, day: string): number | undefined {
    const offers = this.offers(contractId, day);
    if (offers.length === 0) return undefined;
    return offers.reduce((sum, offer) => sum + offer.cents, 0) / 100;
  }

  settle(invoiceKey: string, contractId: number, day: string, computation: TInvoiceComputation): void {
    let used = cents(computation.batteryDiscount);
    for (const { link, cents: offered } of this.offers(contractId, day)) {
      const drawn = Math.min(used, offered);
      if (drawn <= 0) continue;
      used -= drawn;
      this.add({ batteryId: link.batteryId, invoiceKey, contractId, date: day, kind: 'discount', cents: drawn });
    }
    if (used > 0) throw new Error(`invoice ${invoiceKey} drew ${used} cents more than its batteries offered`);
    const left = cents(computation.surplusLeft);
    // The surplus goes to one battery: the first whose origin link is active on the issue day.
    const origin = this.linksOf(contractId).find((link) => link.isOrigin && isBatteryLinkActive(drawing(link), day));
    if (left > 0 && origin) this.add({ batteryId: origin.batteryId, invoiceKey, contractId, date: day, kind: 'deposit', cents: left });
  }

  cancel(originalKey: string, cancellingKey: string, day: string): void {
    for (const row of this.rows.filter((r) => r.invoiceKey === originalKey)) {
      this.add({ ...row, invoiceKey: cancellingKey, date: day, cents: -row.cents });
    }
  }
}
