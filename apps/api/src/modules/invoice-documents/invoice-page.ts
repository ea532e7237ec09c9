import { daysBetween, formatDecimal, formatPower, invoicePaperStatus, isGasTariff, localeFormat } from '@portal/domain';
import { PDF_BRAND, PDF_MUTED, type PdfDocument } from '../../platform/documents/pdf.ts';
import { addDays, destinationShares, paymentMethod } from './invoice-figures.ts';
import {
  BREAKDOWN_COLUMNS,
  breakdownRows,
  type InvoiceForPdf,
  type InvoicePdfContext,
  invoiceFormat,
  invoiceTitle,
} from './invoice-pdf.ts';
import type { MeterSummary } from './meter-history.ts';
import type { Column, Row, TableRow } from './pdf-layout.ts';

/**
 * The invoice of one supply point on one A4 page, with the blocks the regulation asks of an
 * electricity or gas invoice (docs/billing.md, "What the invoice shows and why"): retailer,
 * customer, invoice data with due date and payment, contract and supply with access tariff and
 * contracted power, meter readings, the breakdown as the engine computed it, the consumption
 * history, where the money goes, and the comparator, claims and outage information.
 */

const M = 36;
const GAP = 12;
const LABEL = 6.5;
const VALUE = 8;
const GREY_FILL = '#eef6f6';

type Doc = PdfDocument;

/** The lowest point content may reach. */
const bottom = (doc: Doc) => doc.page.height - 28;

/**
 * Where a piece `height` points tall goes: at `y` when it fits above the bottom, else at the top
 * of a new page. The page is designed to hold everything; this only keeps content that would not
 * fit (a breakdown split by many price changes) readable instead of drawn off the page, and the
 * page count then shows it.
 */
function room(doc: Doc, y: number, height: number): number {
  if (y + height <= bottom(doc)) return y;
  doc.addPage();
  doc.page.margins.bottom = 0;
  return M;
}

/** Text at a place; answers the height it took. */
function put(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' } = {},
): number {
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? VALUE)
    .fillColor(options.color ?? '#000000');
  const height = doc.heightOfString(text, { width });
  doc.text(text, x, y, { width, align: options.align ?? 'left' });
  return height;
}

/** A block's title in the brand colour, ruled underneath; answers where its content starts. */
function blockTitle(doc: Doc, title: string, x: number, y: number, width: number): number {
  put(doc, title, x, y, width, { size: 8.5, bold: true, color: PDF_BRAND });
  doc
    .moveTo(x, y + 11)
    .lineTo(x + width, y + 11)
    .lineWidth(0.5)
    .strokeColor(PDF_BRAND)
    .stroke();
  return y + 14;
}

/** Label and value rows in a column; answers the y under the last one. */
function pairs(doc: Doc, items: Row[], x: number, y: number, width: number, labelWidth: number): number {
  for (const [label, value] of items) {
    const labelHeight = put(doc, label, x, y + 0.5, labelWidth - 4, { size: LABEL, color: PDF_MUTED });
    const valueHeight = put(doc, value, x + labelWidth, y, width - labelWidth);
    y += Math.max(labelHeight, valueHeight) + 1.5;
  }
  return y;
}

/** A compact table (header and rows) across `width`; answers the y under it. */
function grid(doc: Doc, columns: Column[], body: TableRow[], x: number, y: number, width: number, size = 7.5): number {
  const widths = columns.map((column) => column.width * width);
  const xs = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cellsHeight = (cells: string[], bold: boolean, fontSize: number) =>
    Math.max(
      ...cells.map((cell, i) =>
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(fontSize)
          .heightOfString(cell, { width: widths[i]! - 4 }),
      ),
    );
  const headerHeight = cellsHeight(
    columns.map((c) => c.title),
    true,
    size - 0.5,
  );
  columns.forEach((column, i) => {
    put(doc, column.title, xs[i]! + 2, y, widths[i]! - 4, { size: size - 0.5, bold: true, color: PDF_MUTED, align: column.align });
  });
  y += headerHeight + 2;
  doc
    .moveTo(x, y - 1)
    .lineTo(x + width, y - 1)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
  for (const row of body) {
    const cells = row.note ? [`${row.cells[0]} · ${row.note}`, ...row.cells.slice(1)] : row.cells;
    const height = cellsHeight(cells, row.bold ?? false, size);
    y = room(doc, y, height + 2);
    if (row.bold) {
      doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.3)
        .strokeColor('#999999')
        .stroke();
    }
    cells.forEach((cell, i) => {
      put(doc, cell, xs[i]! + 2, y + 1, widths[i]! - 4, { size, bold: row.bold, align: columns[i]!.align });
    });
    y += height + 2;
  }
  return y;
}

/**
 * The breakdown's type size: 7.5 points, smaller for a long breakdown, so that a six-period
 * invoice split by a price change inside its period (two lines a period and term, about 30 rows)
 * still fits its page.
 */
function breakdownSize(rows: number): number {
  return rows <= LONG_BREAKDOWN_ROWS ? 7.5 : 6;
}

/** Rows of a breakdown that fits at 7.5 points: a six-period invoice with one price in its period. */
const LONG_BREAKDOWN_ROWS = 22;

export function drawInvoicePage(doc: Doc, invoice: InvoiceForPdf, context: InvoicePdfContext): void {
  const { labels: l, retailer, language } = context;
  const f = invoiceFormat(language);
  const width = doc.page.width - 2 * M;
  // The page is laid out to fit: nothing may wrap onto a second page of its own accord.
  doc.page.margins.bottom = 0;
  const title = invoiceTitle(invoice, l);
  const supply = invoice.supply;
  const gas = invoice.kind === 'gas';

  // Header band: the retailer and the invoice.
  doc.rect(0, 0, doc.page.width, 54).fill(PDF_BRAND);
  put(doc, retailer.name, M, 12, width / 2, { size: 15, bold: true, color: '#ffffff' });
  put(doc, `${l.taxId} ${retailer.taxId || '—'} · ${retailer.address || '—'}`, M, 33, width * 0.6, { size: 7.5, color: '#ffffff' });
  put(doc, `${title} ${invoice.number}`, M + width / 2, 12, width / 2, { size: 12, bold: true, color: '#ffffff', align: 'right' });
  put(doc, `${title} · ${gas ? l.gas : l.electricity}`, M + width / 2, 31, width / 2, { size: 9, color: '#ffffff', align: 'right' });

  // Retailer, customer, invoice data; the retailer's column is the widest (its e-mail must not break).
  const columns = width - 2 * GAP;
  const [w1, w2, w3] = [columns * 0.36, columns * 0.3, columns * 0.34];
  const top = 64;
  const x2 = M + w1 + GAP;
  const x3 = x2 + w2 + GAP;
  let y1 = blockTitle(doc, l.retailer, M, top, w1);
  y1 = pairs(
    doc,
    [
      [l.name, retailer.name],
      [l.taxId, retailer.taxId || '—'],
      [l.postalAddress, retailer.address || '—'],
      [l.contactPhone, retailer.phone || '—'],
      [l.contactEmail, retailer.email || '—'],
    ],
    M,
    y1,
    w1,
    62,
  );
  let y2 = blockTitle(doc, l.customer, x2, top, w2);
  y2 = pairs(
    doc,
    [
      [l.name, invoice.customerName],
      [l.taxId, invoice.customerTaxId],
      [l.billingAddress, invoice.billingAddress ?? '—'],
    ],
    x2,
    y2,
    w2,
    68,
  );
  const invoiceRows: Row[] = [
    [l.invoiceNumber, invoice.number],
    [l.invoiceDate, f.date(invoice.invoiceDate)],
    [l.billingPeriod, l.periodValue(f.period(invoice.startDate, invoice.endDate), daysBetween(invoice.startDate, invoice.endDate))],
  ];
  if (context.dueDate) invoiceRows.push([l.dueDate, f.date(context.dueDate)]);
  invoiceRows.push([l.paymentMethod, paymentMethod(invoice.paidStatus, supply?.iban ?? null, l)]);
  if (invoice.rectifiedNumber) invoiceRows.push([l.rectifies, invoice.rectifiedNumber]);
  let y3 = blockTitle(doc, l.invoiceData, x3, top, w3);
  y3 = pairs(doc, invoiceRows, x3, y3, w3, 72);

  // The total, the pending amount and the payment state, across the page.
  let y = Math.max(y1, y2, y3) + 4;
  const status = invoicePaperStatus({
    paid_status: invoice.paidStatus,
    rectificative_type: invoice.rectificativeType,
    amount_total: invoice.amountTotal,
    amount_pending: invoice.amountPending,
  });
  doc.rect(M, y, width, 22).fill(GREY_FILL);
  put(doc, `${l.total}: ${f.money(invoice.amountTotal)}`, M + 6, y + 5, width * 0.4, { size: 11, bold: true });
  put(
    doc,
    `${l.amountPending}: ${f.money(invoice.amountPending)} · ${l.paymentStatus}: ${l.statuses[status]}`,
    M + width * 0.4,
    y + 7,
    width * 0.6 - 6,
    {
      size: 8,
      align: 'right',
    },
  );
  y += 30;

  // Contract and supply | meter readings.
  const half = (width - GAP) / 2;
  const right = M + half + GAP;
  let left = blockTitle(doc, l.contractAndSupply, M, y, half);
  const supplyRows: Row[] = [
    [l.contract, invoice.contractName ?? '—'],
    [l.cups, invoice.cupsName ?? '—'],
    [l.address, invoice.cupsAddress ?? '—'],
    [l.product, supply?.product ?? '—'],
    [l.accessTariff, supply?.tariff ?? '—'],
  ];
  if (supply && supply.powersKw.length > 0) {
    supplyRows.push([l.contractedPower, supply.powersKw.map((kw, i) => `P${i + 1} ${formatPower(kw, language)}`).join(' · ')]);
  }
  supplyRows.push([l.energyConsumed, f.quantity(invoice.energyKwh, l.units.kwh)]);
  if (supply?.distributorName) supplyRows.push([l.distributor, supply.distributorName]);
  left = pairs(doc, supplyRows, M, left, half, 78);
  if (supply?.distributorName && supply.distributorPhone) {
    left += put(doc, l.outages(supply.distributorName, supply.distributorPhone), M, left + 1, half, { size: 7.5, bold: true }) + 2;
  }
  let readingsEnd = blockTitle(doc, l.readings.title, right, y, half);
  readingsEnd = drawReadings(doc, invoice, context, right, readingsEnd, half);
  y = Math.max(left, readingsEnd) + 6;

  // The breakdown, as the engine computed it.
  y = blockTitle(doc, l.breakdown, M, y, width);
  const breakdown = breakdownRows(invoice.computation, l, f, l.total, invoice);
  y = grid(doc, BREAKDOWN_COLUMNS(l), breakdown, M, y, width, breakdownSize(breakdown.length)) + 6;

  // Consumption history | where the money goes.
  y = room(doc, y, 120);
  const chartTop = blockTitle(doc, l.history.title, M, y, half);
  const historyEnd = drawHistory(doc, context.meter, context, M, chartTop, half, invoice.endDate);
  const destinationTop = blockTitle(doc, l.destination.title, right, y, half);
  const destinationEnd = drawDestination(doc, invoice, context, right, destinationTop, half);
  y = Math.max(historyEnd, destinationEnd) + 6;

  // Comparator and claims: what the customer can do with this invoice.
  const contact = [retailer.phone, retailer.email, retailer.address].filter(Boolean).join(' · ');
  const footer = [l.comparator(COMPARATOR_URL), l.claims(contact)];
  y = room(doc, y, 8 + footer.reduce((sum, text) => sum + doc.font('Helvetica').fontSize(7).heightOfString(text, { width }) + 2, 0));
  doc
    .moveTo(M, y)
    .lineTo(M + width, y)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
  y += 4;
  for (const text of footer) y += put(doc, text, M, y, width, { size: 7, color: PDF_MUTED }) + 2;
  doc.fillColor('#000000');
}

/** The CNMC's offer comparator, which electricity and gas invoices must point to (docs/billing.md). */
export const COMPARATOR_URL = 'https://comparadorofertas.cnmc.es';

function drawReadings(doc: Doc, invoice: InvoiceForPdf, context: InvoicePdfContext, x: number, y: number, width: number): number {
  const { labels: l, meter } = context;
  const f = invoiceFormat(context.language);
  if (!meter || meter.readings.length === 0 || !meter.since) {
    return y + put(doc, '—', x, y, width);
  }
  const gas = invoice.supply ? isGasTariff(invoice.supply.tariff) : false;
  const columns: Column[] = [
    { title: l.readings.period, width: 0.14 },
    { title: l.readings.previous(f.date(addDays(invoice.startDate, -1))), width: 0.245, align: 'right' },
    { title: l.readings.current(f.date(invoice.endDate)), width: 0.245, align: 'right' },
    { title: l.readings.consumption, width: 0.2, align: 'right' },
    { title: l.readings.type, width: 0.17, align: 'right' },
  ];
  const body: TableRow[] = meter.readings.map((reading) => ({
    cells: [
      gas ? (invoice.supply?.tariff ?? '') : `P${reading.period}`,
      f.quantity(reading.previousKwh, l.units.kwh),
      f.quantity(reading.currentKwh, l.units.kwh),
      f.quantity(Math.round((reading.currentKwh - reading.previousKwh) * 1000) / 1000, l.units.kwh),
      reading.real ? l.readings.real : l.readings.estimated,
    ],
  }));
  y = grid(doc, columns, body, x, y, width, 7);
  return y + put(doc, l.readings.note(f.date(meter.since)), x, y + 1, width, { size: 6.5, color: PDF_MUTED }) + 1;
}

function drawHistory(
  doc: Doc,
  meter: MeterSummary | null,
  context: InvoicePdfContext,
  x: number,
  y: number,
  width: number,
  endDate: string,
): number {
  const { labels: l, language } = context;
  const history = meter?.history ?? [];
  const max = Math.max(0, ...history.map((month) => month.kwh));
  if (max === 0) return y + put(doc, l.history.empty, x, y, width, { size: 7.5, color: PDF_MUTED });
  const chartHeight = 62;
  const slot = width / history.length;
  const base = y + 10 + chartHeight;
  const months = localeFormat(language).shortMonths;
  const billedMonth = endDate.slice(0, 7);
  history.forEach((month, i) => {
    const height = (month.kwh / max) * chartHeight;
    const bx = x + i * slot + slot * 0.15;
    if (height > 0) {
      doc.rect(bx, base - height, slot * 0.7, height).fill(month.month === billedMonth ? PDF_BRAND : '#9fcfcf');
    }
    put(doc, formatDecimal(Math.round(month.kwh), language, 0), x + i * slot, base - height - 8, slot, { size: 5.5, align: 'center' });
    const [year, m] = month.month.split('-');
    put(doc, `${months[Number(m) - 1] ?? m}`, x + i * slot, base + 2, slot, { size: 5.5, color: PDF_MUTED, align: 'center' });
    if (i === 0 || m === '01') put(doc, year ?? '', x + i * slot, base + 9, slot, { size: 5.5, color: PDF_MUTED, align: 'center' });
  });
  return base + 17;
}

const SHARE_COLOURS = ['#006666', '#2a9d8f', '#8ab17d', '#e9c46a', '#f4a261', '#e76f51', '#264653'];

function drawDestination(doc: Doc, invoice: InvoiceForPdf, context: InvoicePdfContext, x: number, y: number, width: number): number {
  const { labels: l, language } = context;
  const f = invoiceFormat(language);
  const shares = destinationShares(invoice.computation, l);
  // A bar of the shares, then one legend row each with its amount and percentage.
  let bx = x;
  shares.forEach((share, i) => {
    const w = (share.perMille / 1000) * width;
    if (w > 0) doc.rect(bx, y, w, 10).fill(SHARE_COLOURS[i % SHARE_COLOURS.length]!);
    bx += w;
  });
  y += 15;
  for (const [i, share] of shares.entries()) {
    doc.rect(x, y + 1.5, 6, 6).fill(SHARE_COLOURS[i % SHARE_COLOURS.length]!);
    put(doc, share.label, x + 10, y, width * 0.55, { size: 7.5 });
    put(doc, f.money(share.amount), x + width * 0.55, y, width * 0.25, { size: 7.5, align: 'right' });
    put(doc, f.percent(share.perMille / 1000), x + width * 0.8, y, width * 0.2, { size: 7.5, align: 'right' });
    y += 10;
  }
  if (invoice.kind === 'electricity') y += put(doc, l.destination.note, x, y + 1, width, { size: 6.5, color: PDF_MUTED }) + 1;
  return y;
}
