import Chip from '@mui/material/Chip';
import { invoiceShownStatus, invoiceStatusMessageKey, type TInvoice, type TInvoiceShownStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';

// Dark fills with white text, or black on light fills: every pairing is above 4.5:1 (MUI's
// default warning and info fills with white text are not).
const LOOK: Record<TInvoiceShownStatus, object> = {
  paid: { bgcolor: 'success.dark', color: 'common.white' },
  refunded: { bgcolor: 'info.dark', color: 'common.white' },
  pending_collection: { bgcolor: 'grey.200', color: 'common.black' },
  pending_payment: { bgcolor: 'warning.light', color: 'common.black' },
  pending_refund: { bgcolor: 'info.light', color: 'common.black' },
  unpaid: { bgcolor: 'error.dark', color: 'common.white' },
  partially_paid: { bgcolor: 'warning.light', color: 'common.black' },
  payment_in_process: { bgcolor: 'info.light', color: 'common.black' },
  payment_being_verified: { bgcolor: 'info.light', color: 'common.black' },
};

/** The status label of customer-area §4, from the paid status, the rectificative type and the amounts, or payment in process. */
export function InvoiceStatusChip({
  invoice,
}: {
  invoice: Pick<TInvoice, 'paid_status' | 'rectificative_type' | 'amount_total' | 'amount_pending'> & {
    online_payment?: Pick<TInvoice['online_payment'], 'payment_in_process'>;
  };
}) {
  const { t } = useTranslation();
  // A card payment awaiting its answer reads "payment in process", not unpaid.
  const label = invoiceShownStatus({ ...invoice, payment_in_process: invoice.online_payment?.payment_in_process });
  return <Chip size="small" label={t(invoiceStatusMessageKey(label))} sx={LOOK[label]} data-status={label} />;
}
