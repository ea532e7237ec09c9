import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TListPaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  sizes: number[];
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  /** What a page holds, in the feature's words ("Invoices per page:"). */
  rowsPerPageLabel: string;
  testId: string;
}

/** Paging of a list the server pages (contracts, invoices); the paging words are shared, the page's noun is the feature's. */
export function ListPagination({ count, page, rowsPerPage, sizes, onPage, onRowsPerPage, rowsPerPageLabel, testId }: TListPaginationProps) {
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
      labelRowsPerPage={rowsPerPageLabel}
      labelDisplayedRows={({ from, to, count: total }) => t('pagination_displayed_rows', { from, to, count: total })}
      getItemAriaLabel={(type) => t(`pagination_${type}_page`)}
      data-testid={testId}
    />
  );
}

/**
 * The page and page size of a list whose paging lives in the page's state (contracts, requests):
 * a new page size goes back to the first page. `controls` are ListPagination's.
 */
export function useListPaging(initialRowsPerPage: number) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(initialRowsPerPage);
  const onRowsPerPage = (rows: number) => {
    setRowsPerPage(rows);
    setPage(0);
  };
  return { page, rowsPerPage, setPage, controls: { page, rowsPerPage, onPage: setPage, onRowsPerPage } };
}
