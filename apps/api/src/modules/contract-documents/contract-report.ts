import {
  contractStatusLabel,
  formatDateTime,
  formatPower,
  formatQuantity,
  formatShortDate,
  maskedIban,
  type TLanguage,
} from '@portal/domain';
import {
  PDF_BRAND as BRAND,
  drawLabelledRow,
  drawSectionTitle,
  PDF_MUTED as MUTED,
  type PdfDocument,
} from '../../platform/documents/pdf.ts';
import type { ContractRow } from '../contracts/index.ts';
import type { ReportLabels } from './texts/index.ts';

const LABEL_WIDTH = 190;

export interface ReportContext {
  labels: ReportLabels;
  language: TLanguage;
  organisation: { name: string; phone: string; email: string };
  now: Date;
}

type Row = [label: string, value: string];

/** The contract report (customer-area §2 "download contract report"): one or two A4 pages. */
export function drawContractReport(doc: PdfDocument, contract: ContractRow, context: ReportContext): void {
  const { labels: l, language } = context;
  const date = (value: string | null) => (value ? formatShortDate(value, language) : l.none);
  const text = (value: string | null | undefined) => (value?.trim() ? value : l.none);

  // Header: the retailer, the title, the contract and when the report was made.
  doc.rect(0, 0, doc.page.width, 90).fill(BRAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(context.organisation.name, 50, 28);
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(`${l.title} · ${contract.type === 'gas' ? l.gas : l.electricity}`, 50, 56);
  doc.fillColor('#000000').moveDown(0);
  doc.y = 110;
  doc.font('Helvetica-Bold').fontSize(16).text(`${l.contract} ${contract.name}`, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${l.generatedOn} ${formatDateTime(context.now, language, 'Europe/Madrid')}`);
  doc.fillColor('#000000');

  section(doc, l.contract, [
    [l.contractNumber, contract.name],
    [l.status, l.statuses[contractStatusLabel(contract.state, contract.signDate)]],
    [l.signDate, date(contract.signDate)],
    [l.startDate, date(contract.startDate)],
    ...(contract.endDate ? ([[l.endDate, date(contract.endDate)]] as Row[]) : []),
  ]);
  section(doc, l.owner, [
    [l.name, contract.ownerName],
    [l.taxId, contract.ownerTaxId],
  ]);
  section(doc, l.payer, [
    [l.name, contract.payerName ?? contract.ownerName],
    [l.taxId, contract.payerVat ?? contract.ownerTaxId],
    [l.fiscalAddress, text(contract.fiscalFullAddress)],
  ]);
  section(doc, l.supplyPoint, [
    [l.cups, text(contract.cups)],
    [l.address, text(contract.supplyFullAddress)],
    [l.cadastralReference, text(contract.refCatastral)],
    [l.distributor, text(contract.dsoName)],
    [l.distributorReference, text(contract.dsoReference)],
  ]);

  const conditions: Row[] = [
    [l.tariff, text(contract.tariffName)],
    [l.priceList, text(contract.nomComercial || contract.priceListName)],
  ];
  if (contract.type === 'gas') {
    conditions.push([l.pressure, contract.pressureBar !== null ? formatQuantity(Number(contract.pressureBar), 'bar', language) : l.none]);
    conditions.push([l.flowRate, contract.flowRateM3h !== null ? formatQuantity(Number(contract.flowRateM3h), 'm³/h', language) : l.none]);
  } else {
    for (const p of contract.powers)
      conditions.push([`${l.contractedPower} · ${l.period} P${p.period}`, formatPower(p.power_w / 1000, language)]);
    if (contract.selfConsumption) conditions.push([l.selfConsumption, l.yes]);
  }
  section(doc, l.supplyConditions, conditions);

  section(doc, l.payment, [
    // Masked: the report is a document that travels; the full number stays in the portal.
    [l.bankAccount, contract.iban ? maskedIban(contract.iban) : l.none],
    [l.invoiceDelivery, l.invoiceDeliveryMethods[contract.invoiceOnline === 'postal' ? 'postal' : 'email']],
  ]);
  section(doc, l.communications, [
    [l.notificationAddress, text(contract.notificationFullAddress)],
    [l.email, text(contract.notificationEmail)],
    [l.phone, text(contract.notificationMobile)],
  ]);

  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text([context.organisation.name, context.organisation.phone, context.organisation.email].filter(Boolean).join(' · '), 50);
}

function section(doc: PdfDocument, title: string, rows: Row[]): void {
  const left = 50;
  const width = doc.page.width - 100;
  // Keep a title with at least its first rows on one page.
  if (doc.y > doc.page.height - 140) doc.addPage();
  drawSectionTitle(doc, title, left, width);
  for (const [label, value] of rows) {
    if (doc.y > doc.page.height - 70) doc.addPage();
    drawLabelledRow(doc, label, value, { left, width, labelWidth: LABEL_WIDTH, gap: 3 });
  }
  doc.x = left;
}
