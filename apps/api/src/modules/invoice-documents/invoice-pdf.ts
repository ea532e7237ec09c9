import {
  daysBetween,
  formatMoney,
  formatPercent,
  formatPeriod,
  formatQuantity,
  formatShortDate,
  formatUnitPrice,
  invoicePaperStatus,
  type TInvoiceComputation,
  type TInvoiceLine,
  type TInvoiceTax,
  type TLanguage,
  type TPaidStatus,
} from '@portal/domain';
import type { PdfDocument } from '../../platform/documents/pdf.ts';
import type { MeterSummary } from './meter-history.ts';
import {
  BRAND,
  type Column,
  contentWidth,
  ensureSpace,
  LEFT,
  MUTED,
  newPage,
  type Row,
  rows,
  sectionTitle,
  setRunningHeader,
  type TableRow,
  table,
} from './pdf-layout.ts';
import type { Retailer } from './retailer.ts';
import type { InvoiceLabels } from './texts/index.ts';

/** A supply point of a multipoint invoice, as stored with it. */
export interface InvoicePointForPdf {
  contractName: string;
  cupsName: string;
  cupsAddress: string;
  energyKwh: number;
  amountTotal: number;
  computation: TInvoiceComputation;
}

/** Everything the invoice PDF prints, as issued (the invoice row, its customer and its points). */
export interface InvoiceForPdf {
  kind: 'electricity' | 'gas' | 'multipoint';
  number: string;
  invoiceDate: string;
  startDate: string;
  endDate: string;
  contractName: string | null;
  cupsName: string | null;
  cupsAddress: string | null;
  customerName: string;
  customerTaxId: string;
  energyKwh: number;
  amountTotal: number;
  amountPending: number;
  paidStatus: TPaidStatus;
  rectificativeType: string;
  rectifiedNumber: string | null;
  computation: TInvoiceComputation;
  points: InvoicePointForPdf[];
  /** Where the invoice is addressed: its own billing address, else the contract's fiscal one. */
  billingAddress: string | null;
  /** The contract's supply data as it stands (null for a multipoint invoice or a contract gone). */
  supply: SupplyForPdf | null;
}

export interface SupplyForPdf {
  supplyPointId: number;
  /** Access tariff: 2.0TD, 3.0TD, 6.1TD, RL.1… */
  tariff: string;
  product: string | null;
  /** Contracted power per period, P1 first (kW); none for gas. */
  powersKw: number[];
  distributorName: string | null;
  distributorPhone: string | null;
  iban: string | null;
}

export interface InvoicePdfContext {
  labels: InvoiceLabels;
  language: TLanguage;
  retailer: Retailer;
  /** Issue date plus the retailer's payment term; null when the settings give no term. */
  dueDate: string | null;
  /** Registers and monthly history of the supply point (null when the invoice has no supply point). */
  meter: MeterSummary | null;
}

/** The domain's formatters (the same figures as the web and the other documents) bound to the invoice's language. */
export function invoiceFormat(language: TLanguage) {
  return {
    money: (euros: number) => formatMoney(euros, language),
    /** A unit price, with as many decimals as it has (up to six, as price lists state them). */
    price: (euros: number, unit: string) => formatUnitPrice(euros, unit, language),
    quantity: (value: number, unit: string) => formatQuantity(value, unit, language),
    // Tax rates are printed as the law states them (5,11269632 %).
    percent: (fraction: number) => formatPercent(fraction, language),
    date: (isoDate: string) => formatShortDate(isoDate, language),
    period: (from: string, to: string) => formatPeriod(from, to, language),
  };
}

export type InvoiceFormat = ReturnType<typeof invoiceFormat>;

/** The invoice's title: normal, cancelling (A, B), rectifying (R) or multipoint. */
export function invoiceTitle(invoice: Pick<InvoiceForPdf, 'kind' | 'rectificativeType'>, labels: InvoiceLabels): string {
  if (invoice.rectificativeType === 'A' || invoice.rectificativeType === 'B') return labels.titles.cancelling;
  if (invoice.rectificativeType === 'R') return labels.titles.rectifying;
  return invoice.kind === 'multipoint' ? labels.titles.multipoint : labels.titles.normal;
}

/**
 * The invoice as the customer keeps it: retailer, customer, invoice data, supply point and every
 * line and tax of the stored engine result, totals and payment state. A multipoint invoice gets a
 * summary first and then one section per supply point with its own lines.
 */
export function drawInvoice(doc: PdfDocument, invoice: InvoiceForPdf, context: InvoicePdfContext): void {
  const { labels: l, retailer: organisation } = context;
  const f = invoiceFormat(context.language);
  const title = invoiceTitle(invoice, l);
  const kindName = invoice.kind === 'gas' ? l.gas : l.electricity;

  setRunningHeader(doc, `${organisation.name} · ${title} ${invoice.number}`);

  doc.rect(0, 0, doc.page.width, 90).fill(BRAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(organisation.name, LEFT, 28);
  doc.font('Helvetica').fontSize(12).text(`${title} · ${kindName}`, LEFT, 56);
  doc.fillColor('#000000');
  doc.y = 110;
  doc.font('Helvetica-Bold').fontSize(16).text(`${title} ${invoice.number}`, LEFT);

  const invoiceRows: Row[] = [
    [l.invoiceNumber, invoice.number],
    [l.invoiceDate, f.date(invoice.invoiceDate)],
    [l.billingPeriod, l.periodValue(f.period(invoice.startDate, invoice.endDate), daysBetween(invoice.startDate, invoice.endDate))],
  ];
  if (invoice.rectifiedNumber) invoiceRows.push([l.rectifies, invoice.rectifiedNumber]);
  if (context.dueDate) invoiceRows.push([l.dueDate, f.date(context.dueDate)]);
  sectionTitle(doc, l.retailer);
  rows(doc, [
    [l.name, organisation.name],
    [l.taxId, organisation.taxId || '—'],
    [l.postalAddress, organisation.address || '—'],
  ]);
  sectionTitle(doc, l.customer);
  rows(doc, [
    [l.name, invoice.customerName],
    [l.taxId, invoice.customerTaxId],
    [l.billingAddress, invoice.billingAddress ?? '—'],
  ]);
  sectionTitle(doc, title);
  rows(doc, invoiceRows);

  if (invoice.kind === 'multipoint') {
    drawMultipointSummary(doc, invoice, l, f);
    drawTotals(doc, invoice, l, f);
    invoice.points.forEach((point, index) => {
      // Each point starts on a page of its own unless most of the page is still free.
      if (doc.y > doc.page.height / 3) newPage(doc);
      sectionTitle(doc, `${l.supplyPoint} ${index + 1} · ${point.cupsName}`);
      rows(doc, [
        [l.contract, point.contractName],
        [l.cups, point.cupsName],
        [l.address, point.cupsAddress],
        [l.energyConsumed, f.quantity(point.energyKwh, l.units.kwh)],
      ]);
      drawBreakdown(doc, point.computation, l, f, l.pointTotal, invoice);
    });
  } else {
    sectionTitle(doc, l.supplyPoint);
    rows(doc, [
      [l.contract, invoice.contractName ?? '—'],
      [l.cups, invoice.cupsName ?? '—'],
      [l.address, invoice.cupsAddress ?? '—'],
      [l.energyConsumed, f.quantity(invoice.energyKwh, l.units.kwh)],
    ]);
    sectionTitle(doc, l.breakdown);
    drawBreakdown(doc, invoice.computation, l, f, l.total, invoice);
    drawTotals(doc, invoice, l, f);
  }

  ensureSpace(doc, 40);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text([organisation.name, organisation.phone, organisation.email].filter(Boolean).join(' · '), LEFT, doc.y, {
      width: contentWidth(doc),
    });
}

export const BREAKDOWN_COLUMNS = (l: InvoiceLabels): Column[] => [
  { title: l.concept, width: 0.43 },
  { title: l.quantity, width: 0.19, align: 'right' },
  { title: l.price, width: 0.2, align: 'right' },
  { title: l.amount, width: 0.18, align: 'right' },
];

type Period = Pick<InvoiceForPdf, 'startDate' | 'endDate'>;

/** Every line and tax of one engine result, with the subtotal before VAT, VAT and the total. */
function drawBreakdown(
  doc: PdfDocument,
  computation: TInvoiceComputation,
  l: InvoiceLabels,
  f: InvoiceFormat,
  totalLabel: string,
  period: Period,
) {
  table(doc, BREAKDOWN_COLUMNS(l), breakdownRows(computation, l, f, totalLabel, period));
}

/** The breakdown's rows in print order: lines, other taxes, total before VAT, VAT, the battery discount, the total. */
export function breakdownRows(
  computation: TInvoiceComputation,
  l: InvoiceLabels,
  f: InvoiceFormat,
  totalLabel: string,
  period: Period,
): TableRow[] {
  // The virtual battery discount lowers what is payable, not the tax bases: it follows the VAT (docs/billing.md).
  const afterVat = (line: TInvoiceLine) => line.key === 'virtual_battery_discount';
  const body: TableRow[] = computation.lines.filter((line) => !afterVat(line)).map((line) => lineRow(line, l, f, period));
  const vat = computation.taxes.filter((tax) => tax.key === 'vat');
  body.push(...computation.taxes.filter((tax) => tax.key !== 'vat').map((tax) => taxRow(tax, l, f, period)));
  body.push({ cells: [l.totalBeforeVat, '', '', f.money(computation.totalBeforeVat)], bold: true });
  body.push(...vat.map((tax) => taxRow(tax, l, f, period)));
  body.push(...computation.lines.filter(afterVat).map((line) => lineRow(line, l, f, period)));
  body.push({ cells: [totalLabel, '', '', f.money(computation.total)], bold: true });
  return body;
}

/** The dates of a price or tax stretch, printed only when a change of price split the period. */
const stretch = (item: { from?: string; to?: string }, f: InvoiceFormat, period: Period) =>
  item.from && item.to && (item.from !== period.startDate || item.to !== period.endDate) ? ` (${f.period(item.from, item.to)})` : '';

function lineRow(line: TInvoiceLine, l: InvoiceLabels, f: InvoiceFormat, period: Period): TableRow {
  const name = `${l.lines[line.key]}${line.period ? ` ${line.period}` : ''}`;
  const days = daysBetween(line.from, line.to);
  const dates = stretch(line, f, period);
  switch (line.unit) {
    case 'kW·day': {
      // The kW behind the kW·day, as invoices print the power term: kW × days × price.
      const kw = f.quantity(line.quantity / days, 'kW');
      return {
        cells: [`${name}${dates}`, f.quantity(line.quantity, l.units.kwDay), f.price(line.unitPrice, l.units.kwDay), f.money(line.amount)],
        note: `${kw} × ${days} ${l.units.days}`,
      };
    }
    case 'kWh':
      return {
        cells: [`${name}${dates}`, f.quantity(line.quantity, l.units.kwh), f.price(line.unitPrice, l.units.kwh), f.money(line.amount)],
      };
    case 'day':
      return {
        cells: [`${name}${dates}`, f.quantity(line.quantity, l.units.days), f.price(line.unitPrice, l.units.perDay), f.money(line.amount)],
      };
    case 'EUR':
      // A sum of money (a virtual battery discount): no quantity or unit price to print.
      return { cells: [name, '', '', f.money(line.amount)] };
  }
}

function taxRow(tax: TInvoiceTax, l: InvoiceLabels, f: InvoiceFormat, period: Period): TableRow {
  const name = `${l.taxes[tax.key]}${stretch(tax, f, period)}`;
  if (tax.key === 'hydrocarbon_tax') {
    return { cells: [name, f.quantity(tax.base, l.units.kwh), f.price(tax.rate, l.units.kwh), f.money(tax.amount)] };
  }
  return {
    cells: [name, f.money(tax.base), f.percent(tax.rate), f.money(tax.amount)],
    ...(tax.minimumApplied ? { note: l.electricityTaxMinimum } : {}),
  };
}

function drawMultipointSummary(doc: PdfDocument, invoice: InvoiceForPdf, l: InvoiceLabels, f: InvoiceFormat): void {
  sectionTitle(doc, `${l.summary} · ${l.supplyPoints}`);
  const columns: Column[] = [
    { title: l.contract, width: 0.13 },
    { title: l.cups, width: 0.27 },
    { title: l.address, width: 0.3 },
    { title: l.energyConsumed, width: 0.14, align: 'right' },
    { title: l.amount, width: 0.16, align: 'right' },
  ];
  const body: TableRow[] = invoice.points.map((point) => ({
    cells: [point.contractName, point.cupsName, point.cupsAddress, f.quantity(point.energyKwh, l.units.kwh), f.money(point.amountTotal)],
  }));
  body.push({ cells: [l.total, '', '', f.quantity(invoice.energyKwh, l.units.kwh), f.money(invoice.amountTotal)], bold: true });
  table(doc, columns, body);
}

/** Invoice totals and where its payment stands (customer-area §4 labels). */
function drawTotals(doc: PdfDocument, invoice: InvoiceForPdf, l: InvoiceLabels, f: InvoiceFormat): void {
  const status = invoicePaperStatus({
    paid_status: invoice.paidStatus,
    rectificative_type: invoice.rectificativeType,
    amount_total: invoice.amountTotal,
    amount_pending: invoice.amountPending,
  });
  sectionTitle(doc, l.totals);
  const items: Row[] = [];
  if (invoice.kind === 'multipoint') {
    items.push([l.totalBeforeVat, f.money(invoice.computation.totalBeforeVat)], [l.taxes.vat, f.money(invoice.computation.vat)]);
  }
  items.push([l.total, f.money(invoice.amountTotal)]);
  rows(doc, items, { bold: true });
  rows(doc, [
    [l.amountPending, f.money(invoice.amountPending)],
    [l.paymentStatus, l.statuses[status]],
  ]);
}
