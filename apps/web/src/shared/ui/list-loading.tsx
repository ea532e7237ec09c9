import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/**
 * A list while its first page loads: a few grey rows where the rows will be, and the words for
 * screen readers and slow eyes. Every paged list shows the same, so loading looks alike on every page.
 */
export function ListLoading({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2 }} aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={32} />
      ))}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('app_loading')}
      </Box>
    </Box>
  );
}
