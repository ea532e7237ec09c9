import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export type TListLayout = 'cards' | 'table';

/**
 * Cards below MUI's `md` (a phone, customer-area §9 "mobile breakpoint md"), a table from `md`
 * up. Read synchronously (noSsr) so a phone never paints the table first. Without matchMedia
 * (jsdom) the query does not match: the table.
 */
export function useListLayout(): TListLayout {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return phone ? 'cards' : 'table';
}
