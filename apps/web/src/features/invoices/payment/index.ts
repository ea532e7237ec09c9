// Public surface of the invoice payment (used by the invoices page).
export { PayInvoiceButton, type TPayInvoiceButtonProps } from './pay-invoice-button.tsx';
export { type TPaymentDialogControl, usePaymentDialog } from './use-payment-dialog.tsx';
export { usePaymentIntentReturn } from './use-payment-intent-return.tsx';
