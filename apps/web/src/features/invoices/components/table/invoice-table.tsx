import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatEnergy, formatMoney, formatPeriod, formatShortDate, type TInvoice } from '@portal/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { ResponsiveList, type TResponsiveColumn } from '../../../../shared/ui/responsive-list/index.ts';
import { InvoicePoints } from './invoice-points.tsx';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';
import { InvoiceStatusReason } from './invoice-status-reason.tsx';

export interface TInvoiceTableProps {
  invoices: TInvoice[];
  caption: string;
  /** The actions of an invoice (download menu, pay button). */
  actionsOf: (invoice: TInvoice) => ReactNode;
}

/** A main line and a secondary one under it, in one table cell or header. */
function Stacked({ main, second }: { main: ReactNode; second: ReactNode }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {main}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, fontSize: '0.8125rem' }}>
        {second}
      </Box>
    </>
  );
}

// The chip's label must not be cut ("Pending collec…"): it keeps its whole width in the cell.
const WHOLE_CHIP = { '& .MuiChip-root': { maxWidth: 'none' }, '& .MuiChip-label': { overflow: 'visible' } };

/**
 * One page of invoices (customer-area §2): cards on a phone (number and state, date, period,
 * contract, address, energy, amounts, then download and Pay), a table from md up. To fit a
 * 1366 px screen with the status and Pay in sight, the table folds the period under the date,
 * the address under the contract and the energy under the total. A multipoint invoice has no
 * single contract: its contract cell expands its supply points.
 */
export function InvoiceTable({ invoices, caption, actionsOf }: TInvoiceTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pointsId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const period = (invoice: TInvoice) => formatPeriod(invoice.start_date, invoice.end_date, language);
  const address = (invoice: TInvoice) => invoice.cups?.full_address ?? '';
  const energy = (invoice: TInvoice) => formatEnergy(invoice.energy_consumed, language);
  const contract = (invoice: TInvoice) =>
    invoice.points.length > 0 ? (
      <Button
        size="small"
        variant="text"
        startIcon={expanded.has(invoice.id) ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={expanded.has(invoice.id)}
        aria-controls={expanded.has(invoice.id) ? `${pointsId}-${invoice.id}` : undefined}
        onClick={() => toggle(invoice.id)}
        data-testid={`invoice-points-toggle-${invoice.id}`}
        sx={{ whiteSpace: 'nowrap', px: 0.5, minWidth: 0 }}
      >
        {t('invoices_points_count', { count: invoice.points.length })}
      </Button>
    ) : (
      (invoice.contract?.name ?? '')
    );

  const columns: TResponsiveColumn<TInvoice>[] = [
    { id: 'number', header: t('invoices_column_number'), cell: (i) => i.number, rowHeader: true, card: 'title', nowrap: true },
    {
      id: 'date',
      header: <Stacked main={t('invoices_column_date')} second={t('invoices_column_period')} />,
      cell: (i) => <Stacked main={formatShortDate(i.date, language)} second={period(i)} />,
      card: 'hidden',
      nowrap: true,
    },
    { id: 'date-card', header: t('invoices_column_date'), cell: (i) => formatShortDate(i.date, language), table: false },
    { id: 'period-card', header: t('invoices_column_period'), cell: period, table: false },
    {
      id: 'contract',
      header: <Stacked main={t('invoices_column_contract')} second={t('invoices_column_address')} />,
      cell: (i) => (address(i) ? <Stacked main={contract(i)} second={address(i)} /> : contract(i)),
      card: 'hidden',
      sx: { minWidth: 120, maxWidth: 240 },
    },
    { id: 'contract-card', header: t('invoices_column_contract'), cell: contract, table: false },
    { id: 'address-card', header: t('invoices_column_address'), cell: address, table: false },
    { id: 'energy-card', header: t('invoices_column_energy'), cell: energy, table: false },
    {
      id: 'total',
      header: <Stacked main={t('invoices_column_total')} second={t('invoices_column_energy')} />,
      cell: (i) => <Stacked main={formatMoney(i.amount_total, language)} second={energy(i)} />,
      card: 'hidden',
      align: 'right',
      nowrap: true,
    },
    {
      id: 'total-card',
      header: t('invoices_column_total'),
      cell: (i) => <strong>{formatMoney(i.amount_total, language)}</strong>,
      table: false,
    },
    {
      id: 'pending',
      header: t('invoices_column_pending'),
      cell: (i) => formatMoney(i.amount_pending, language),
      align: 'right',
      nowrap: true,
    },
    {
      id: 'status',
      header: t('invoices_column_status'),
      cell: (i) => <InvoiceStatusChip invoice={i} />,
      card: 'badge',
      table: false,
    },
    {
      // In the table the reason sits under the chip; on a card under its fields, above the
      // actions (where a Pay button would be).
      id: 'status-table',
      header: t('invoices_column_status'),
      cell: (i) => (
        <>
          <InvoiceStatusChip invoice={i} />
          <InvoiceStatusReason invoice={i} />
        </>
      ),
      card: 'hidden',
      sx: { ...WHOLE_CHIP, minWidth: 150, maxWidth: 220 },
    },
    {
      id: 'actions',
      header: t('invoices_column_actions'),
      cell: (i) => <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>{actionsOf(i)}</Box>,
      card: 'actions',
    },
  ];

  return (
    <ResponsiveList
      items={invoices}
      itemKey={(invoice) => invoice.id}
      columns={columns}
      label={caption}
      testId="invoices-table"
      itemTestId={(invoice) => `invoice-row-${invoice.id}`}
      expansion={(invoice, layout) => {
        const points =
          expanded.has(invoice.id) && invoice.points.length > 0 ? (
            <InvoicePoints invoice={invoice} id={`${pointsId}-${invoice.id}`} layout={layout} />
          ) : null;
        return layout === 'cards' ? (
          <>
            <InvoiceStatusReason invoice={invoice} />
            {points}
          </>
        ) : (
          points
        );
      }}
    />
  );
}
