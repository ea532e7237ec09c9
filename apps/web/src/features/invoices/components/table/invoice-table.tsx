import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TInvoice } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceRow } from './invoice-row.tsx';

export interface TInvoiceTableProps {
  invoices: TInvoice[];
  caption: string;
  /** The actions cell of an invoice (download menu, pay button). */
  actionsOf: (invoice: TInvoice) => ReactNode;
}

/** One page of invoices, with a header row for every column (customer-area §2). */
export function InvoiceTable({ invoices, caption, actionsOf }: TInvoiceTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption} data-testid="invoices-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices_column_number')}</TableCell>
            <TableCell>{t('invoices_column_date')}</TableCell>
            <TableCell>{t('invoices_column_period')}</TableCell>
            <TableCell>{t('invoices_column_contract')}</TableCell>
            <TableCell>{t('invoices_column_address')}</TableCell>
            <TableCell align="right">{t('invoices_column_energy')}</TableCell>
            <TableCell align="right">{t('invoices_column_total')}</TableCell>
            <TableCell align="right">{t('invoices_column_pending')}</TableCell>
            <TableCell>{t('invoices_column_status')}</TableCell>
            <TableCell>{t('invoices_column_actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} actions={actionsOf(invoice)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
