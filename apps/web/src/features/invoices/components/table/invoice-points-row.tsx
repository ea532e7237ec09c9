import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatEnergy, formatMoney, type TInvoice } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';

/** The supply points of a multipoint invoice, in the row under it once expanded. */
export function InvoicePointsRow({ invoice, id, columns }: { invoice: TInvoice; id: string; columns: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TableRow id={id} data-testid={`invoice-points-${invoice.id}`}>
      <TableCell colSpan={columns} sx={{ bgcolor: 'action.hover', py: 1 }}>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{t('invoices_points_caption', { number: invoice.number })}</caption>
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
      </TableCell>
    </TableRow>
  );
}
