import type { PaymentMailTexts } from './payment-mail-texts.ts';
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

/** French words of the payment mails. */
export const PAYMENT_MAILS_FR_FR: PaymentMailTexts = {
  succeeded: {
    subject: (invoice) => `Nous avons reçu le paiement de la facture ${invoice}`,
    intro: (invoice, amount, contract) =>
      `Nous avons reçu votre paiement par carte de ${amount} pour la facture ${invoice} du contrat ${contract}. Merci !`,
  },
  failed: {
    subject: (invoice) => `Le paiement de la facture ${invoice} n'a pas abouti`,
    intro: (invoice, amount, contract) =>
      `Votre paiement par carte de ${amount} pour la facture ${invoice} du contrat ${contract} n'a pas abouti.`,
    again: "Rien n'a été débité : vous pouvez réessayer depuis vos factures.",
  },
  action: 'Voir les communications du contrat',
};
