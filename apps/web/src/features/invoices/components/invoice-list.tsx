import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { canPayOnline, type TInvoice, type TInvoiceFilterTerm, type TInvoiceKind } from '@portal/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { notify } from '../../../shared/ui/notice-store.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useInvoiceList } from '../api/get-invoices.ts';
import type { TInvoiceAction } from '../model/invoice-location.ts';
import { PayInvoiceButton, usePaymentDialog } from '../payment/index.ts';
import { InvoiceChart, InvoiceChartPlaceholder } from './chart/invoice-chart.tsx';
import { InvoiceFilterPanel } from './filters/invoice-filter-panel.tsx';
import { InvoiceListStatus, type TInvoiceListStatus } from './invoice-list-status.tsx';
import { InvoiceDownloadMenu } from './table/invoice-download-menu.tsx';
import { InvoiceTable } from './table/invoice-table.tsx';
import { useInvoiceDownloads } from './table/use-invoice-downloads.ts';
import { useFocusAfterPayment } from './use-focus-after-payment.ts';
import { useInvoiceAction } from './use-invoice-action.ts';
import { useInvoiceListView } from './use-invoice-list-view.ts';
import { useLogoutOnUnauthorised } from './use-logout-on-unauthorised.ts';

export interface TInvoiceListProps {
  kind: TInvoiceKind;
  /** The contract the list opens filtered to (its chip is an ordinary chip after that). */
  contractName?: string;
  action?: TInvoiceAction;
  onActionDone: () => void;
}

/**
 * One invoice list (customer-area §2): title and refresh, chart, filters, pagination above and
 * below the table. Filtering and paging are the server's; applying filters goes back to the
 * first page. Chips, page and page size live in the address. Without rows it says why and what
 * to do (InvoiceListStatus).
 */
/** Why the list shows no rows, if it shows none. */
function listStatus(
  list: { isError: boolean; data?: { items: readonly unknown[]; n_items: number } },
  page: number,
  filter: readonly TInvoiceFilterTerm[],
): TInvoiceListStatus | null {
  if (list.isError) return 'failed';
  if (!list.data || list.data.items.length > 0) return null;
  if (page > 0 && list.data.n_items > 0) return 'page';
  return filter.length > 0 ? 'filtered' : 'none';
}

export function InvoiceList({ kind, contractName, action, onActionDone }: TInvoiceListProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const view = useInvoiceListView(contractName);
  const { filter, page, rowsPerPage } = view;
  const list = useInvoiceList({ kind, offset: page * rowsPerPage, limit: rowsPerPage, filter });
  const downloads = useInvoiceDownloads();
  const section = useRef<HTMLElement>(null);
  const focusAfterPayment = useFocusAfterPayment(section, list.data);
  // A payment refreshes the list it was made from (the payment also invalidates every list).
  const paid = (invoiceId: number) => {
    focusAfterPayment(invoiceId);
    void list.refetch();
  };
  // The home tile's payment (payOnline) opens here, for the invoice it picked.
  const actionPaymentOf = useRef<number | null>(null);
  const payment = usePaymentDialog({
    onPaid: () => {
      if (actionPaymentOf.current !== null) paid(actionPaymentOf.current);
    },
  });
  const title = t(`invoices_title_${kind}`);
  const status = listStatus(list, page, filter);

  useLogoutOnUnauthorised(kind === 'multipoint' ? list.error : undefined);
  useInvoiceAction({
    kind,
    action,
    conditions: view.applied,
    firstPage: list.data?.items,
    firstPageFailed: list.isError,
    downloads,
    // The payment refuses a read-only session: say why rather than open nothing.
    onPay: (invoice) => {
      actionPaymentOf.current = invoice.id;
      if (!payment.open(invoice)) notify('read_only_token', 'warning');
    },
    onDone: onActionDone,
  });

  const actionsOf = (invoice: TInvoice) => (
    <>
      <InvoiceDownloadMenu invoice={invoice} downloads={downloads} />
      {canPayOnline(settings, invoice) ? (
        <PayInvoiceButton invoice={invoice} relatedObjectType={invoice.online_payment.rel_object_type} onPaid={() => paid(invoice.id)} />
      ) : null}
    </>
  );

  const pagination = (position: 'top' | 'bottom') =>
    list.data ? (
      <ListPagination
        testId={`invoices-pagination-${position}`}
        rowsPerPageLabel={t('invoices_pagination_rows_per_page')}
        count={list.data.n_items}
        page={page}
        rowsPerPage={rowsPerPage}
        sizes={view.sizes}
        onPage={view.setPage}
        onRowsPerPage={view.setRowsPerPage}
      />
    ) : null;

  return (
    <Box component="section" ref={section} aria-labelledby={`invoices-title-${kind}`} data-testid={`invoices-list-${kind}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography component="h2" variant="h5" id={`invoices-title-${kind}`} tabIndex={-1} sx={{ outline: 'none' }}>
          {title}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={list.isFetching ? <CircularProgress size={16} aria-hidden="true" /> : <RefreshIcon />}
          disabled={list.isFetching}
          onClick={() => void list.refetch()}
          data-testid="invoices-refresh"
        >
          {list.isFetching ? t('invoices_refreshing') : t('invoices_refresh')}
        </Button>
      </Box>
      {/* While the list loads, the chart's room is held: the filters and the list stay where they are drawn. */}
      {list.data && list.data.items.length > 0 && !list.isError ? (
        <InvoiceChart invoices={list.data.items} />
      ) : list.isPending ? (
        <InvoiceChartPlaceholder />
      ) : null}
      {/* Nothing to filter for a customer without invoices: the panel would only be in the way. */}
      {status === 'none' && view.conditions.length === 0 ? null : (
        <InvoiceFilterPanel
          kind={kind}
          conditions={view.conditions}
          appliedFilter={filter}
          onConditions={view.setConditions}
          onApply={view.apply}
        />
      )}
      {status ? (
        <InvoiceListStatus
          status={status}
          onRetry={() => void list.refetch()}
          onClearFilters={view.clear}
          onFirstPage={() => view.setPage(0)}
        />
      ) : !list.data ? (
        <Spinner label={t('invoices_loading')} testId="invoices-loading" />
      ) : (
        <>
          {pagination('top')}
          <InvoiceTable invoices={list.data.items} caption={title} actionsOf={actionsOf} />
          {pagination('bottom')}
        </>
      )}
      {payment.dialog}
    </Box>
  );
}
