import type { PaymentMailTexts } from './payment-mail-texts.ts';
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

/** German words of the payment mails. */
export const PAYMENT_MAILS_DE_DE: PaymentMailTexts = {
  succeeded: {
    subject: (invoice) => `Wir haben die Zahlung der Rechnung ${invoice} erhalten`,
    intro: (invoice, amount, contract) =>
      `Wir haben Ihre Kartenzahlung über ${amount} für die Rechnung ${invoice} des Vertrags ${contract} erhalten. Vielen Dank!`,
  },
  failed: {
    subject: (invoice) => `Die Zahlung der Rechnung ${invoice} ist fehlgeschlagen`,
    intro: (invoice, amount, contract) =>
      `Ihre Kartenzahlung über ${amount} für die Rechnung ${invoice} des Vertrags ${contract} wurde nicht abgeschlossen.`,
    again: 'Es wurde nichts abgebucht: Sie können es in Ihren Rechnungen erneut versuchen.',
  },
  action: 'Mitteilungen zum Vertrag ansehen',
};
