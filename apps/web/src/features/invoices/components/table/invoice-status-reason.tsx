import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { canPayOnline, invoiceShownStatus, invoiceStatusReason, invoiceStatusReasonMessageKey, type TInvoice } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../shared/settings/index.ts';

/**
 * The visible reason under an invoice's status: what is happening and what the customer has to
 * do, so a pending invoice without a Pay button does not read as payable. Plain text, not a
 * tooltip: a touch screen shows it too. Nothing for a settled invoice.
 */
export function InvoiceStatusReason({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const status = invoiceShownStatus({ ...invoice, payment_in_process: invoice.online_payment.payment_in_process });
  const reason = invoiceStatusReason(status, canPayOnline(settings, invoice));
  if (!reason) return null;
  return (
    <Box
      component="span"
      data-testid={`invoice-reason-${invoice.id}`}
      data-reason={reason}
      sx={{
        display: 'flex',
        gap: 0.5,
        alignItems: 'flex-start',
        color: 'text.secondary',
        fontSize: '0.8125rem',
        whiteSpace: 'normal',
        mt: 0.5,
      }}
    >
      <InfoOutlinedIcon aria-hidden sx={{ fontSize: '1rem', mt: '2px' }} />
      <span>{t(invoiceStatusReasonMessageKey(reason))}</span>
    </Box>
  );
}
