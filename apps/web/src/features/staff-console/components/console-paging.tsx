import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';

export const CONSOLE_PAGE_SIZES = [20, 50, 100];

/** Paging of a console list the server pages (offset and limit). */
export function ConsolePaging({
  total,
  paging,
  testId,
}: {
  total: number;
  paging: { controls: { page: number; rowsPerPage: number; onPage: (page: number) => void; onRowsPerPage: (rows: number) => void } };
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ListPagination
      count={total}
      sizes={CONSOLE_PAGE_SIZES}
      rowsPerPageLabel={t('staff_rows_per_page')}
      testId={testId}
      {...paging.controls}
    />
  );
}
