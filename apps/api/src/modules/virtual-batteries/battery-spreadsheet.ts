import { batteryBalanceCents, formatMoney, formatPercent, formatShortDate, type TLanguage } from '@portal/domain';
import { type TXlsxSheet, xlsxWorkbookOf } from '../../platform/documents/xlsx.ts';
import type { TLedgerRow, TLinkRow } from './repo.ts';
import { VIRTUAL_BATTERY_TEXTS } from './texts/index.ts';

export interface TBatterySheetInput {
  id: number;
  name: string;
  links: readonly TLinkRow[];
  /** The battery's ledger in date order. */
  ledger: readonly TLedgerRow[];
}

const euros = (cents: number, language: TLanguage) => formatMoney(cents / 100, language);

/**
 * The batteries' spreadsheet (customer-area §7 GET contracts/virtual_batteries): a summary sheet
 * (battery, balance, total deposits, total discounts, its contracts with their percentages), then
 * one sheet per battery with its ledger in date order (date, invoice, contract, deposit, discount,
 * balance after the row). Dates and euros are text written as the language writes them, by the
 * domain's formatting (formatShortDate, formatMoney), like the other downloads' dates.
 */
export function batteriesXlsx(batteries: readonly TBatterySheetInput[], language: TLanguage): Uint8Array {
  const labels = VIRTUAL_BATTERY_TEXTS[language].sheet;
  const total = (ledger: readonly TLedgerRow[], kind: TLedgerRow['kind']) =>
    ledger.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.cents, 0);
  const summary: TXlsxSheet = {
    name: labels.summary,
    rows: [
      [labels.battery, labels.balance, labels.deposits, labels.discounts, labels.links],
      ...batteries.map((battery) => [
        battery.name,
        euros(batteryBalanceCents(battery.ledger), language),
        euros(total(battery.ledger, 'deposit'), language),
        euros(total(battery.ledger, 'discount'), language),
        battery.links.map((link) => `${link.contract} ${formatPercent(link.percentage / 100, language)}`).join(', '),
      ]),
    ],
  };
  const sheets = batteries.map(
    (battery): TXlsxSheet => ({
      name: battery.name,
      rows: [
        [labels.date, labels.invoice, labels.contract, labels.deposit, labels.discount, labels.runningBalance],
        ...battery.ledger.map((row, i) => [
          formatShortDate(row.date, language),
          row.invoice,
          row.contract,
          row.kind === 'deposit' ? euros(row.cents, language) : null,
          row.kind === 'discount' ? euros(row.cents, language) : null,
          euros(batteryBalanceCents(battery.ledger.slice(0, i + 1)), language),
        ]),
      ],
    }),
  );
  return xlsxWorkbookOf([summary, ...sheets]);
}
