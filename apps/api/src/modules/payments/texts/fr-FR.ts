import type { ReceiptLabels } from './receipt-labels.ts';

/** French words of the payment receipt and of the invoice concept. */
export const RECEIPT_FR_FR: ReceiptLabels = {
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
};
