import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatEnergy, formatInvoiceDate, formatMoney, type TInvoice } from '@portal/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { InvoicePointsRow } from './invoice-points-row.tsx';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

export const INVOICE_TABLE_COLUMNS = 10;

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * One invoice: number, date, period, contract, address, energy, total, pending, status and the
 * actions (downloads, pay). A multipoint invoice has no single contract: its contract cell
 * expands the row of its supply points.
 */
export function InvoiceRow({ invoice, actions }: { invoice: TInvoice; actions: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pointsId = useId();
  const [expanded, setExpanded] = useState(false);
  const multipoint = invoice.points.length > 0;
  return (
    <>
      <TableRow data-testid={`invoice-row-${invoice.id}`} hover>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600, ...nowrap }}>
          {invoice.number}
        </TableCell>
        <TableCell sx={nowrap}>{formatInvoiceDate(invoice.date)}</TableCell>
        <TableCell sx={nowrap}>
          {t('invoices_period_value', { start: formatInvoiceDate(invoice.start_date), end: formatInvoiceDate(invoice.end_date) })}
        </TableCell>
        <TableCell>
          {multipoint ? (
            <Button
              size="small"
              variant="text"
              startIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              aria-expanded={expanded}
              aria-controls={expanded ? pointsId : undefined}
              onClick={() => setExpanded((open) => !open)}
              data-testid={`invoice-points-toggle-${invoice.id}`}
              sx={nowrap}
            >
              {t('invoices_points_count', { count: invoice.points.length })}
            </Button>
          ) : (
            (invoice.contract?.name ?? '')
          )}
        </TableCell>
        <TableCell sx={{ minWidth: 180 }}>{invoice.cups?.full_address ?? ''}</TableCell>
        <TableCell align="right" sx={nowrap}>
          {formatEnergy(invoice.energy_consumed, language)}
        </TableCell>
        <TableCell align="right" sx={nowrap}>
          {formatMoney(invoice.amount_total, language)}
        </TableCell>
        <TableCell align="right" sx={nowrap}>
          {formatMoney(invoice.amount_pending, language)}
        </TableCell>
        <TableCell>
          <InvoiceStatusChip invoice={invoice} />
        </TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>{actions}</Box>
        </TableCell>
      </TableRow>
      {multipoint && expanded ? <InvoicePointsRow invoice={invoice} id={pointsId} columns={INVOICE_TABLE_COLUMNS} /> : null}
    </>
  );
}
