import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDateTime, formatMoney } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../../shared/files/save-file.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { Spinner } from '../../../../shared/ui/spinner.tsx';
import { useDownloadTransactionReceipt } from '../api/download-transaction-receipt.ts';
import { useTransactionSummary } from '../api/get-transaction-summary.ts';

/**
 * What was paid (customer-area §3 "Payment transaction summary") and the receipt. If the summary
 * cannot be read, "transaction not found" says the payment may have gone through all the same
 * (customer-area §8), so that nobody pays twice in a hurry.
 */
export function PaymentSummary({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = useTransactionSummary(invoiceId);
  const { mutateAsync: downloadTransactionReceipt } = useDownloadTransactionReceipt();
  const [receipt, setReceipt] = useState<'idle' | 'downloading' | 'failed'>('idle');

  if (summary.isPending) return <Spinner label={t('payment_summary_loading')} />;
  if (summary.isError) {
    return (
      <Alert severity="warning" role="alert" data-testid="payment-summary-not-found">
        <AlertTitle>{t('payment_transaction_not_found')}</AlertTitle>
        {t('payment_transaction_not_found_explanation')}
      </Alert>
    );
  }

  const data = summary.data;
  const rows: [string, string, string][] = [
    ['amount', t('payment_summary_amount'), formatMoney(data.amount, language)],
    ['date', t('payment_summary_date'), formatDateTime(data.last_transaction_update_at, language)],
    ['invoice', t('payment_summary_invoice'), data.invoice_number],
    ['concept', t('payment_summary_concept'), data.invoice_concept],
    ['card', t('payment_summary_card'), data.payment_method_id],
    ['paid-by', t('payment_summary_paid_by'), data.paid_by_user_email],
    ['transaction', t('payment_summary_transaction'), String(data.transaction_id)],
  ];

  const download = async () => {
    setReceipt('downloading');
    try {
      const file = await downloadTransactionReceipt(data.transaction_id);
      saveFile(file.blob, file.fileName);
      setReceipt('idle');
    } catch {
      setReceipt('failed');
    }
  };

  return (
    <Box component="section" aria-labelledby="payment-summary-title" data-testid="payment-summary">
      <Box component="h3" id="payment-summary-title" sx={{ typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 1 }}>
        {t('payment_summary_title')}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, typography: 'body2' }}
      >
        {rows.map(([id, label, value]) => (
          <Box key={id} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`payment-summary-${id}`}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden="true" />}
        onClick={() => void download()}
        disabled={receipt === 'downloading'}
        sx={{ mt: 2 }}
        data-testid="payment-download-receipt"
      >
        {receipt === 'downloading' ? t('payment_downloading_receipt') : t('payment_download_receipt')}
      </Button>
      {receipt === 'failed' ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="payment-receipt-error">
          {t('payment_receipt_error')}
        </Alert>
      ) : null}
    </Box>
  );
}
