import type { ReceiptLabels } from './receipt-labels.ts';

/** German words of the payment receipt and of the invoice concept. */
export const RECEIPT_DE_DE: ReceiptLabels = {
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
};
