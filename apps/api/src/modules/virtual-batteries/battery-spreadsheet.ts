import { batteryBalanceCents, formatMoney, formatPercent, formatShortDate, type TLanguage } from '@portal/domain';
import { type TXlsxSheet, xlsxWorkbookOf } from '../../platform/documents/xlsx.ts';
import type { TLedgerRow, TLinkRow } from './repo.ts';

/** The words of the battery spreadsheet, in the language of the request. */
export interface TBatterySheetLabels {
  summary: string;
  battery: string;
  balance: string;
  deposits: string;
  discounts: string;
  links: string;
  date: string;
  invoice: string;
  contract: string;
  deposit: string;
  discount: string;
  runningBalance: string;
  /** The file name's first word. */
  file: string;
}

export const BATTERY_SHEET_LABELS: Record<TLanguage, TBatterySheetLabels> = {
  'ca-ES': {
    summary: 'Resum',
    battery: 'Bateria',
    balance: 'Saldo',
    deposits: 'Total aportacions',
    discounts: 'Total descomptes',
    links: 'Contractes i percentatges',
    date: 'Data',
    invoice: 'Factura',
    contract: 'Contracte',
    deposit: 'Aportació',
    discount: 'Descompte',
    runningBalance: 'Saldo',
    file: 'bateries-virtuals',
  },
  'es-ES': {
    summary: 'Resumen',
    battery: 'Batería',
    balance: 'Saldo',
    deposits: 'Total aportaciones',
    discounts: 'Total descuentos',
    links: 'Contratos y porcentajes',
    date: 'Fecha',
    invoice: 'Factura',
    contract: 'Contrato',
    deposit: 'Aportación',
    discount: 'Descuento',
    runningBalance: 'Saldo',
    file: 'baterias-virtuales',
  },
  'en-US': {
    summary: 'Summary',
    battery: 'Battery',
    balance: 'Balance',
    deposits: 'Total deposits',
    discounts: 'Total discounts',
    links: 'Contracts and percentages',
    date: 'Date',
    invoice: 'Invoice',
    contract: 'Contract',
    deposit: 'Deposit',
    discount: 'Discount',
    runningBalance: 'Balance',
    file: 'virtual-batteries',
  },
  'gl-ES': {
    summary: 'Resumo',
    battery: 'Batería',
    balance: 'Saldo',
    deposits: 'Total de achegas',
    discounts: 'Total de descontos',
    links: 'Contratos e porcentaxes',
    date: 'Data',
    invoice: 'Factura',
    contract: 'Contrato',
    deposit: 'Achega',
    discount: 'Desconto',
    runningBalance: 'Saldo',
    file: 'baterias-virtuais',
  },
  'fr-FR': {
    summary: 'Résumé',
    battery: 'Batterie',
    balance: 'Solde',
    deposits: 'Total des dépôts',
    discounts: 'Total des remises',
    links: 'Contrats et pourcentages',
    date: 'Date',
    invoice: 'Facture',
    contract: 'Contrat',
    deposit: 'Dépôt',
    discount: 'Remise',
    runningBalance: 'Solde',
    file: 'batteries-virtuelles',
  },
  'de-DE': {
    summary: 'Übersicht',
    battery: 'Batterie',
    balance: 'Guthaben',
    deposits: 'Summe Einzahlungen',
    discounts: 'Summe Rabatte',
    links: 'Verträge und Prozentsätze',
    date: 'Datum',
    invoice: 'Rechnung',
    contract: 'Vertrag',
    deposit: 'Einzahlung',
    discount: 'Rabatt',
    runningBalance: 'Guthaben',
    file: 'virtuelle-batterien',
  },
};

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
  const labels = BATTERY_SHEET_LABELS[language];
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
