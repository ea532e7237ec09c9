import Chip from '@mui/material/Chip';
import { invoiceStatusLabel, invoiceStatusMessageKey, type TInvoice, type TInvoiceStatusLabel } from '@portal/domain';
import { useTranslation } from 'react-i18next';

// Dark fills with white text, or black on light fills: every pairing is above 4.5:1 (MUI's
// default warning and info fills with white text are not).
const LOOK: Record<TInvoiceStatusLabel, object> = {
  paid: { bgcolor: 'success.dark', color: 'common.white' },
  refunded: { bgcolor: 'info.dark', color: 'common.white' },
  pending_collection: { bgcolor: 'grey.200', color: 'common.black' },
  pending_payment: { bgcolor: 'warning.light', color: 'common.black' },
  pending_refund: { bgcolor: 'info.light', color: 'common.black' },
  unpaid: { bgcolor: 'error.dark', color: 'common.white' },
  partially_paid: { bgcolor: 'warning.light', color: 'common.black' },
};

/** The status label of customer-area §4, from the paid status, the rectificative type and the amounts. */
export function InvoiceStatusChip({
  invoice,
}: {
  invoice: Pick<TInvoice, 'paid_status' | 'rectificative_type' | 'amount_total' | 'amount_pending'>;
}) {
  const { t } = useTranslation();
  const label = invoiceStatusLabel(invoice);
  return <Chip size="small" label={t(invoiceStatusMessageKey(label))} sx={LOOK[label]} data-status={label} />;
}
