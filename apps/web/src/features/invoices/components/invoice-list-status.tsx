import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../shared/ui/list-status.tsx';

export type TInvoiceListStatus = 'failed' | 'none' | 'filtered' | 'page';

export interface TInvoiceListStatusProps {
  status: TInvoiceListStatus;
  onRetry: () => void;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/** Each case's words and the key of its action's label (none: nothing to do but wait). */
const CASES: Record<TInvoiceListStatus, { message: string; action?: { label: string; testId: string } }> = {
  failed: { message: 'invoices_error_list', action: { label: 'invoices_try_again', testId: 'invoices-retry' } },
  filtered: { message: 'invoices_empty_filtered', action: { label: 'invoices_filters_clear', testId: 'invoices-filters-clear' } },
  page: { message: 'invoices_empty_page', action: { label: 'invoices_first_page', testId: 'invoices-first-page' } },
  none: { message: 'invoices_view_empty_list' },
};

/**
 * What an invoice list without rows says, and the one thing to do about it: a failed load is
 * tried again; a filter that matches nothing is cleared; a page past the end (the list shrank,
 * or an old address) goes back to the first. A customer with no invoices yet is told when
 * they will come (customer-area §8, 'invoices view empty list').
 */
export function InvoiceListStatus({ status, onRetry, onClearFilters, onFirstPage }: TInvoiceListStatusProps) {
  const { t } = useTranslation();
  const onClick = { failed: onRetry, filtered: onClearFilters, page: onFirstPage, none: undefined }[status];
  const { message, action } = CASES[status];
  const failed = status === 'failed';
  return (
    <ListStatus
      severity={failed ? 'warning' : 'info'}
      testId={failed ? 'invoices-error' : 'invoices-empty'}
      reason={failed ? undefined : status}
      action={action && onClick ? { label: t(action.label), onClick, testId: action.testId } : undefined}
    >
      {t(message)}
    </ListStatus>
  );
}
