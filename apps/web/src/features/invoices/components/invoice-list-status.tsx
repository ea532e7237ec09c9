import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../shared/ui/list-status.tsx';

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
 * they will come (customer-area §8, 'invoices view empty list').
 */
export function InvoiceListStatus({ status, onRetry, onClearFilters, onFirstPage }: TInvoiceListStatusProps) {
  const { t } = useTranslation();
  switch (status) {
    case 'failed':
      return (
        <ListStatus
          severity="warning"
          testId="invoices-error"
          action={{ label: t('invoices_try_again'), onClick: onRetry, testId: 'invoices-retry' }}
        >
          {t('invoices_error_list')}
        </ListStatus>
      );
    case 'filtered':
      return (
        <ListStatus
          severity="info"
          testId="invoices-empty"
          reason="filtered"
          action={{ label: t('invoices_filters_clear'), onClick: onClearFilters, testId: 'invoices-filters-clear' }}
        >
          {t('invoices_empty_filtered')}
        </ListStatus>
      );
    case 'page':
      return (
        <ListStatus
          severity="info"
          testId="invoices-empty"
          reason="page"
          action={{ label: t('invoices_first_page'), onClick: onFirstPage, testId: 'invoices-first-page' }}
        >
          {t('invoices_empty_page')}
        </ListStatus>
      );
    case 'none':
      return (
        <ListStatus severity="info" testId="invoices-empty" reason="none">
          {t('invoices_view_empty_list')}
        </ListStatus>
      );
  }
}
