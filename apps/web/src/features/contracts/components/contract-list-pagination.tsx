import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export interface TContractListPaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  sizes: number[];
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
}

export function ContractListPagination({ count, page, rowsPerPage, sizes, onPage, onRowsPerPage }: TContractListPaginationProps) {
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
      labelRowsPerPage={t('pagination_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) => t('pagination_displayed_rows', { from, to, count: total })}
      getItemAriaLabel={(type) => t(`pagination_${type}_page`)}
      data-testid="contracts-pagination"
    />
  );
}
