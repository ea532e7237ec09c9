import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The confirmations of visitor-and-shell §2.6 and §4.4: after the contact is sent, or after the
 * invoice is sent. Its heading takes the focus: the form the visitor was on is gone.
 */
export function SentConfirmation({ what, onAgain }: { what: 'lead' | 'invoice'; onAgain: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Alert severity="success" data-testid={what === 'lead' ? 'compare-lead-sent' : 'compare-invoice-sent'}>
      <AlertTitle>
        <Typography component="h2" variant="h6" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {what === 'lead' ? t('comparator_lead_sent_title') : t('comparator_invoice_sent_title')}
        </Typography>
      </AlertTitle>
      <Typography component="p" variant="body2" sx={{ mb: 2 }}>
        {what === 'lead' ? t('comparator_lead_sent') : t('comparator_invoice_sent')}
      </Typography>
      <Button variant="outlined" color="inherit" onClick={onAgain} data-testid="compare-again">
        {t('comparator_compare_again')}
      </Button>
    </Alert>
  );
}
