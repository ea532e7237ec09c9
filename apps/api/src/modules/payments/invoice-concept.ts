import { formatPeriod, type TInvoiceKind, type TLanguage } from '@portal/domain';
import { RECEIPT_LABELS } from './texts/index.ts';

export interface ConceptInvoice {
  kind: TInvoiceKind;
  contractName: string | null;
  startDate: string;
  endDate: string;
}

/** What was paid, in words: "Factura d'electricitat 0001001 · 01/01/2025 – 31/01/2025". */
export function invoiceConcept(invoice: ConceptInvoice, language: TLanguage): string {
  const labels = RECEIPT_LABELS[language];
  const kind = invoice.contractName ? `${labels.invoiceKinds[invoice.kind]} ${invoice.contractName}` : labels.invoiceKinds[invoice.kind];
  return `${kind} · ${formatPeriod(invoice.startDate, invoice.endDate, language)}`;
}
