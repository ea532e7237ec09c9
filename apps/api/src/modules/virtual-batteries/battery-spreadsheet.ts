import { batteryBalanceCents, formatPercent, spreadsheetFormats, type TLanguage } from '@portal/domain';
import { type TSheet, type TSheetColumn, xlsxOf } from '../../platform/documents/spreadsheet.ts';
import type { TLedgerRow, TLinkRow } from './repo.ts';
import { VIRTUAL_BATTERY_TEXTS } from './texts/index.ts';

export interface TBatterySheetInput {
  id: number;
  name: string;
  links: readonly TLinkRow[];
  /** The battery's ledger in date order. */
  ledger: readonly TLedgerRow[];
}

const euros = (cents: number) => cents / 100;

/**
 * The batteries' spreadsheet (customer-area §7 GET contracts/virtual_batteries): a summary sheet
 * (battery, balance, total deposits, total discounts, its contracts with their percentages), then
 * one sheet per battery with its ledger in date order (date, invoice, contract, deposit, discount,
 * balance after the row). Euros are numbers and dates are days, shown in the language's formats
 * (domain spreadsheetFormats), so a customer can add up a column.
 */
export async function batteriesXlsx(batteries: readonly TBatterySheetInput[], language: TLanguage): Promise<Uint8Array> {
  const labels = VIRTUAL_BATTERY_TEXTS[language].sheet;
  const formats = spreadsheetFormats(language);
  const money = (header: string): TSheetColumn => ({ header, kind: 'number', format: formats.money });
  const total = (ledger: readonly TLedgerRow[], kind: TLedgerRow['kind']) =>
    ledger.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.cents, 0);
  const summary: TSheet = {
    name: labels.summary,
    columns: [
      { header: labels.battery, kind: 'text' },
      money(labels.balance),
      money(labels.deposits),
      money(labels.discounts),
      { header: labels.links, kind: 'text' },
    ],
    rows: batteries.map((battery) => [
      battery.name,
      euros(batteryBalanceCents(battery.ledger)),
      euros(total(battery.ledger, 'deposit')),
      euros(total(battery.ledger, 'discount')),
      battery.links.map((link) => `${link.contract} ${formatPercent(link.percentage / 100, language)}`).join(', '),
    ]),
  };
  const sheets = batteries.map((battery): TSheet => {
    let balance = 0;
    return {
      name: battery.name,
      columns: [
        { header: labels.date, kind: 'date', format: formats.date },
        { header: labels.invoice, kind: 'text' },
        { header: labels.contract, kind: 'text' },
        money(labels.deposit),
        money(labels.discount),
        money(labels.runningBalance),
      ],
      rows: battery.ledger.map((row) => {
        balance += row.kind === 'deposit' ? row.cents : -row.cents;
        return [
          row.date,
          row.invoice,
          row.contract,
          row.kind === 'deposit' ? euros(row.cents) : null,
          row.kind === 'discount' ? euros(row.cents) : null,
          euros(balance),
        ];
      }),
    };
  });
  return await xlsxOf([summary, ...sheets]);
}
