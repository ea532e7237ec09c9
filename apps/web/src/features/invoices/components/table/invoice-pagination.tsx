import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export interface TInvoicePaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  sizes: number[];
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  testId: string;
}

/** Paging of an invoice list, shown above and below it (customer-area §2); the server pages. */
export function InvoicePagination({ count, page, rowsPerPage, sizes, onPage, onRowsPerPage, testId }: TInvoicePaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={sizes}
      onPageChange={(_, next) => onPage(next)}
      onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
      labelRowsPerPage={t('invoices_pagination_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) => t('invoices_pagination_displayed_rows', { from, to, count: total })}
      getItemAriaLabel={(type) => t(`invoices_pagination_${type}_page`)}
      data-testid={testId}
    />
  );
}
