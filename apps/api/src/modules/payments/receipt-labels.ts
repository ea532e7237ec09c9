import type { TInvoiceKind, TLanguage } from '@portal/domain';

/** The words of the payment receipt and of the invoice concept, in the six languages of the portal. */
export interface ReceiptLabels {
  fileName: string;
  title: string;
  subtitle: string;
  transactionId: string;
  date: string;
  amount: string;
  status: string;
  paid: string;
  invoiceNumber: string;
  concept: string;
  card: string;
  paymentType: string;
  cardPayment: string;
  payer: string;
  taxId: string;
  paidBy: string;
  invoiceKinds: Record<TInvoiceKind, string>;
  note: string;
}

export const RECEIPT_LABELS: Record<TLanguage, ReceiptLabels> = {
  'ca-ES': {
    fileName: 'rebut',
    title: 'Rebut de pagament',
    subtitle: 'Pagament amb targeta en línia',
    transactionId: 'Número de transacció',
    date: 'Data del pagament',
    amount: 'Import',
    status: 'Estat',
    paid: 'Pagat',
    invoiceNumber: 'Número de factura',
    concept: 'Concepte',
    card: 'Targeta',
    paymentType: 'Forma de pagament',
    cardPayment: 'Targeta',
    payer: 'Titular',
    taxId: 'NIF',
    paidBy: 'Pagat per',
    invoiceKinds: { electricity: "Factura d'electricitat", gas: 'Factura de gas', multipoint: 'Factura multipunt' },
    note: 'Aquest rebut acredita el pagament de la factura indicada.',
  },
  'es-ES': {
    fileName: 'recibo',
    title: 'Recibo de pago',
    subtitle: 'Pago con tarjeta en línea',
    transactionId: 'Número de transacción',
    date: 'Fecha del pago',
    amount: 'Importe',
    status: 'Estado',
    paid: 'Pagado',
    invoiceNumber: 'Número de factura',
    concept: 'Concepto',
    card: 'Tarjeta',
    paymentType: 'Forma de pago',
    cardPayment: 'Tarjeta',
    payer: 'Titular',
    taxId: 'NIF',
    paidBy: 'Pagado por',
    invoiceKinds: { electricity: 'Factura de electricidad', gas: 'Factura de gas', multipoint: 'Factura multipunto' },
    note: 'Este recibo acredita el pago de la factura indicada.',
  },
  'en-US': {
    fileName: 'receipt',
    title: 'Payment receipt',
    subtitle: 'Online card payment',
    transactionId: 'Transaction number',
    date: 'Payment date',
    amount: 'Amount',
    status: 'Status',
    paid: 'Paid',
    invoiceNumber: 'Invoice number',
    concept: 'Concept',
    card: 'Card',
    paymentType: 'Payment method',
    cardPayment: 'Card',
    payer: 'Holder',
    taxId: 'Tax ID',
    paidBy: 'Paid by',
    invoiceKinds: { electricity: 'Electricity invoice', gas: 'Gas invoice', multipoint: 'Multipoint invoice' },
    note: 'This receipt confirms the payment of the invoice shown.',
  },
  'gl-ES': {
    fileName: 'recibo',
    title: 'Recibo de pagamento',
    subtitle: 'Pagamento con tarxeta en liña',
    transactionId: 'Número de transacción',
    date: 'Data do pagamento',
    amount: 'Importe',
    status: 'Estado',
    paid: 'Pagado',
    invoiceNumber: 'Número de factura',
    concept: 'Concepto',
    card: 'Tarxeta',
    paymentType: 'Forma de pagamento',
    cardPayment: 'Tarxeta',
    payer: 'Titular',
    taxId: 'NIF',
    paidBy: 'Pagado por',
    invoiceKinds: { electricity: 'Factura de electricidade', gas: 'Factura de gas', multipoint: 'Factura multipunto' },
    note: 'Este recibo acredita o pagamento da factura indicada.',
  },
  'fr-FR': {
    fileName: 'recu',
    title: 'Reçu de paiement',
    subtitle: 'Paiement par carte en ligne',
    transactionId: 'Numéro de transaction',
    date: 'Date du paiement',
    amount: 'Montant',
    status: 'État',
    paid: 'Payé',
    invoiceNumber: 'Numéro de facture',
    concept: 'Objet',
    card: 'Carte',
    paymentType: 'Moyen de paiement',
    cardPayment: 'Carte',
    payer: 'Titulaire',
    taxId: 'Numéro fiscal',
    paidBy: 'Payé par',
    invoiceKinds: { electricity: "Facture d'électricité", gas: 'Facture de gaz', multipoint: 'Facture multisite' },
    note: 'Ce reçu atteste le paiement de la facture indiquée.',
  },
  'de-DE': {
    fileName: 'quittung',
    title: 'Zahlungsbeleg',
    subtitle: 'Online-Kartenzahlung',
    transactionId: 'Transaktionsnummer',
    date: 'Zahlungsdatum',
    amount: 'Betrag',
    status: 'Status',
    paid: 'Bezahlt',
    invoiceNumber: 'Rechnungsnummer',
    concept: 'Verwendungszweck',
    card: 'Karte',
    paymentType: 'Zahlungsart',
    cardPayment: 'Karte',
    payer: 'Inhaber',
    taxId: 'Steuernummer',
    paidBy: 'Bezahlt von',
    invoiceKinds: { electricity: 'Stromrechnung', gas: 'Gasrechnung', multipoint: 'Sammelrechnung' },
    note: 'Dieser Beleg bestätigt die Zahlung der angegebenen Rechnung.',
  },
};

export interface ConceptInvoice {
  kind: TInvoiceKind;
  contractName: string | null;
  startDate: string;
  endDate: string;
}

/** A day as the language writes it (dates are calendar days, so no time zone moves them). */
export const formatDay = (day: string, language: TLanguage) =>
  new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** What was paid, in words: "Factura d'electricitat 0001001 · 01/01/2025 – 31/01/2025". */
export function invoiceConcept(invoice: ConceptInvoice, language: TLanguage): string {
  const labels = RECEIPT_LABELS[language];
  const kind = invoice.contractName ? `${labels.invoiceKinds[invoice.kind]} ${invoice.contractName}` : labels.invoiceKinds[invoice.kind];
  return `${kind} · ${formatDay(invoice.startDate, language)} – ${formatDay(invoice.endDate, language)}`;
}
