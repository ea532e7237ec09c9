import { formatDateTime, formatMoney, type TLanguage } from '@portal/domain';
import { PDF_BRAND as BRAND, drawLabelledRow, drawRule, PDF_MUTED as MUTED, type PdfDocument } from '../../platform/documents/pdf.ts';
import { invoiceConcept } from './invoice-concept.ts';
import type { PaymentWithInvoice } from './repo.ts';
import type { ReceiptLabels } from './texts/index.ts';

const LABEL_WIDTH = 170;

export interface ReceiptContext {
  labels: ReceiptLabels;
  language: TLanguage;
  organisation: { name: string; phone: string; email: string };
}

/** The receipt of a card payment (customer-area §2 "payment success with receipt"): one A4 page. */
export function drawReceipt(doc: PdfDocument, { payment, invoice, customerName }: PaymentWithInvoice, context: ReceiptContext): void {
  const { labels: l, language } = context;
  const left = 50;
  const width = doc.page.width - 100;

  doc.rect(0, 0, doc.page.width, 90).fill(BRAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(context.organisation.name, left, 28);
  doc.font('Helvetica').fontSize(12).text(l.subtitle, left, 56);
  doc.fillColor('#000000');
  doc.y = 115;
  doc.font('Helvetica-Bold').fontSize(18).text(l.title, left);

  // The amount first and large: what the customer looks for. Payments are in euros (payments.currency is always EUR).
  const amount = formatMoney(payment.amountCents / 100, language);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(26).fillColor(BRAND).text(amount, left);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`${l.status}: ${l.paid}`, left);
  doc.moveDown(1);

  const paidAt = formatDateTime(payment.updatedAt, language, 'Europe/Madrid');
  const rows: [string, string][] = [
    [l.transactionId, String(payment.id)],
    [l.date, paidAt],
    [l.amount, amount],
    [l.invoiceNumber, invoice.number],
    [l.concept, invoiceConcept(invoice, language)],
    [l.paymentType, l.cardPayment],
    [l.card, payment.paymentMethodLabel || '—'],
    [l.payer, customerName],
    [l.taxId, invoice.payerVat],
    [l.paidBy, payment.paidByUserEmail || '—'],
  ];
  const lineY = doc.y;
  drawRule(doc, left, width, lineY);
  doc.y = lineY + 8;
  for (const [label, value] of rows) drawLabelledRow(doc, label, value, { left, width, labelWidth: LABEL_WIDTH, gap: 4 });

  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(l.note, left, doc.y, { width });
  doc.moveDown(1);
  doc
    .fontSize(8)
    .text([context.organisation.name, context.organisation.phone, context.organisation.email].filter(Boolean).join(' · '), left);
}
