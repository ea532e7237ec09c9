import { isBatteryLinkActive } from './battery-rules.ts';
import { BATTERY_DISCOUNT_APPLIES, type TBatteryDiscountSetting } from './battery-schemas.ts';

/**
 * The battery's money (docs/billing.md, "Virtual batteries"): an account in cents whose rows are
 * deposits (the surplus an origin invoice could not net) and discounts (drawn by linked invoices),
 * each tied to its invoice. The balance is their sum; nothing else is stored.
 */
export interface TBatteryLedgerEntry {
  /** The invoice's issue day (YYYY-MM-DD). */
  date: string;
  kind: 'deposit' | 'discount';
  /** Positive; a cancelling rectification adds its original's rows with the opposite sign. */
  cents: number;
  contractId: number;
}

/** Deposits minus discounts of the entries dated on or before `day` (all of them without a day). */
export function batteryBalanceCents(entries: readonly TBatteryLedgerEntry[], day?: string): number {
  let cents = 0;
  for (const entry of entries) {
    if (day !== undefined && entry.date > day) continue;
    cents += entry.kind === 'deposit' ? entry.cents : -entry.cents;
  }
  return cents;
}

/** The first day of the month of `day`. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** What the battery held when the month of `day` began: entries dated before its first day. */
export function openingBalanceCents(entries: readonly TBatteryLedgerEntry[], day: string): number {
  const first = monthStart(day);
  return batteryBalanceCents(
    entries.filter((entry) => entry.date < first),
    undefined,
  );
}

export interface TDrawingLink {
  contractId: number;
  percentage: number;
  setting: TBatteryDiscountSetting | string;
  data_inici: string;
  data_final: string | null;
}

/**
 * The most a linked contract's invoice issued on `day` may take from the battery: its
 * percentage of what the battery held when that month began (rounded down to the cent), less
 * what the contract already drew this month, and never more than the balance on `day`. Nothing
 * when the link does not apply discounts or is not active by date that day. Because each link's
 * share is of the month's opening balance and the percentages add up to 100, links billed in any
 * order within a month get the same amounts, and what one leaves stays in the battery.
 */
export function availableBatteryDiscountCents(entries: readonly TBatteryLedgerEntry[], link: TDrawingLink, day: string): number {
  if (link.setting !== BATTERY_DISCOUNT_APPLIES || !isBatteryLinkActive(link, day)) return 0;
  const opening = openingBalanceCents(entries, day);
  const first = monthStart(day);
  const drawn = entries
    .filter((entry) => entry.kind === 'discount' && entry.contractId === link.contractId && entry.date >= first && entry.date <= day)
    .reduce((sum, entry) => sum + entry.cents, 0);
  const share = Math.floor((Math.max(0, opening) * link.percentage) / 100) - drawn;
  return Math.max(0, Math.min(share, batteryBalanceCents(entries, day)));
}

/** The first day of the month after the one of `day`. */
export function nextMonthStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * What the battery promises the contract's next invoice, as the contract detail shows it
 * (available_discount): the drawing rule applied on the first day of next month to the ledger as
 * it stands today, which is then the month's opening balance. An invoice issued later that month
 * draws exactly this unless rows are added before it (a deposit raises it; another link's draw
 * this month lowers the balance it is a share of). Nothing when the link will not apply or will no
 * longer be active then. Every invoice of this month has already had its share of this month.
 */
export function promisedBatteryDiscountCents(entries: readonly TBatteryLedgerEntry[], link: TDrawingLink, today: string): number {
  const dated = entries.filter((entry) => entry.date <= today);
  return availableBatteryDiscountCents(dated, link, nextMonthStart(today));
}
