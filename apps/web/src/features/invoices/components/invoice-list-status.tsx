import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export type TInvoiceListStatus = 'failed' | 'none' | 'filtered' | 'page';

export interface TInvoiceListStatusProps {
  status: TInvoiceListStatus;
  onRetry: () => void;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/**
 * What an invoice list without rows says, and the one thing to do about it: a failed load is
 * tried again; a filter that matches nothing is cleared; a page past the end (the list shrank,
 * or an old address) goes back to the first. A customer with no invoices yet is told when
 * they will come.
 */
export function InvoiceListStatus({ status, onRetry, onClearFilters, onFirstPage }: TInvoiceListStatusProps) {
  const { t } = useTranslation();
  const action = (label: string, onClick: () => void, testId: string) => (
    <Button color="inherit" size="small" onClick={onClick} data-testid={testId} sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  );
  switch (status) {
    case 'failed':
      return (
        <Alert severity="warning" data-testid="invoices-error" action={action(t('invoices_try_again'), onRetry, 'invoices-retry')}>
          {t('invoices_error_list')}
        </Alert>
      );
    case 'filtered':
      return (
        <Alert
          severity="info"
          data-testid="invoices-empty"
          data-reason="filtered"
          action={action(t('invoices_filters_clear'), onClearFilters, 'invoices-filters-clear')}
        >
          {t('invoices_empty_filtered')}
        </Alert>
      );
    case 'page':
      return (
        <Alert
          severity="info"
          data-testid="invoices-empty"
          data-reason="page"
          action={action(t('invoices_first_page'), onFirstPage, 'invoices-first-page')}
        >
          {t('invoices_empty_page')}
        </Alert>
      );
    case 'none':
      return (
        <Alert severity="info" data-testid="invoices-empty" data-reason="none">
          {t('invoices_empty_none')}
        </Alert>
      );
  }
}
