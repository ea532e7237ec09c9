import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEnergy, formatMoney, type TInvoice } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import type { TListLayout } from '../../../../shared/ui/responsive-list/index.ts';

/**
 * The supply points of a multipoint invoice, once expanded: a table under its row, or on a
 * phone card a list (a five-column table would scroll sideways).
 */
export function InvoicePoints({ invoice, id, layout }: { invoice: TInvoice; id: string; layout: TListLayout }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const caption = t('invoices_points_caption', { number: invoice.number });
  if (layout === 'cards') {
    return (
      <Box id={id} data-testid={`invoice-points-${invoice.id}`} sx={{ mt: 1.5, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {caption}
        </Typography>
        <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {invoice.points.map((point) => (
            <Box component="li" key={`${point.contract_name}-${point.cups_name}`} sx={{ overflowWrap: 'anywhere' }}>
              <Box sx={{ fontWeight: 600 }}>{point.contract_name}</Box>
              <Box sx={{ fontFamily: 'monospace' }}>{point.cups_name}</Box>
              <Box>{point.full_address}</Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                <span>{formatEnergy(point.energy_consumed, language)}</span>
                <span>{formatMoney(point.amount_total, language)}</span>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Box id={id} data-testid={`invoice-points-${invoice.id}`} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices_point_contract')}</TableCell>
            <TableCell>{t('invoices_point_cups')}</TableCell>
            <TableCell>{t('invoices_point_address')}</TableCell>
            <TableCell align="right">{t('invoices_column_energy')}</TableCell>
            <TableCell align="right">{t('invoices_column_total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.points.map((point) => (
            <TableRow key={`${point.contract_name}-${point.cups_name}`}>
              <TableCell>{point.contract_name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{point.cups_name}</TableCell>
              <TableCell>{point.full_address}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEnergy(point.energy_consumed, language)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(point.amount_total, language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
