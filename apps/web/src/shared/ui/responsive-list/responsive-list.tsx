import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Breakpoint } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, type Key, type ReactNode } from 'react';
import { type TListLayout, useListLayout } from './use-list-layout.ts';

/**
 * Where a column goes on a phone card: `title` heads the card, `badge` sits beside the title
 * (a state chip), `field` is a "label: value" line, `actions` are the buttons at the foot of the
 * card (the primary action: Pay, Open), `hidden` is table-only.
 */
export type TCardRole = 'title' | 'badge' | 'field' | 'actions' | 'hidden';

export interface TResponsiveColumn<T> {
  id: string;
  /** Column header in the table, the field's label on a card. */
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Card role; `field` when not given. */
  card?: TCardRole;
  align?: 'left' | 'right';
  /** Keeps the cell on one line in the table (figures, dates, chips). */
  nowrap?: boolean;
  /** The cell that names the row (th scope=row) in the table. */
  rowHeader?: boolean;
  /** Table only: the column shows from this breakpoint up (a secondary column on a narrow table). */
  tableFrom?: Breakpoint;
  /** `false`: a card-only field (the table folds it into another cell to stay narrow). */
  table?: false;
  /** Table cell styles (a minimum or maximum width). */
  sx?: Record<string, unknown>;
}

export interface TResponsiveListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  columns: readonly TResponsiveColumn<T>[];
  /** The list's accessible name (the table's aria-label, the card list's). */
  label: string;
  /** On the table or on the card list, whichever shows (tests find the list either way). */
  testId?: string;
  /** On the row or on the card. */
  itemTestId?: (item: T) => string;
  /** Extra content of an item (details it expands): a full-width row under it, or the card's foot. */
  expansion?: (item: T, layout: TListLayout) => ReactNode;
  /** Forces a layout (a preview, a test); by default the screen width decides. */
  layout?: TListLayout;
}

const hiddenBelow = (from: Breakpoint | undefined) => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : {});
const roleOf = <T,>(column: TResponsiveColumn<T>): TCardRole => column.card ?? 'field';

/**
 * A list that is cards on a phone and a table from `md` up (so nothing scrolls sideways).
 * Describe the columns once; each says where it goes on a card. Usage:
 *
 *   <ResponsiveList
 *     items={contracts} itemKey={(c) => c.id} label={t('contracts_title')} testId="contracts-table"
 *     itemTestId={(c) => `contract-row-${c.id}`}
 *     columns={[
 *       { id: 'name', header: t('name'), cell: (c) => c.name, rowHeader: true, card: 'title' },
 *       { id: 'state', header: t('state'), cell: (c) => <StateChip contract={c} />, card: 'badge', nowrap: true },
 *       { id: 'address', header: t('address'), cell: (c) => c.cups.full_address, tableFrom: 'lg' },
 *       { id: 'open', header: t('actions'), cell: (c) => <OpenButton contract={c} />, card: 'actions' },
 *     ]}
 *   />
 *
 * Keep the table to the columns that fit a 1366 px screen (the rest `tableFrom: 'xl'`, or folded
 * into another cell with a `table: false` column for the card); a card shows every column but
 * `hidden` ones, so it needs no sideways scroll.
 */
export function ResponsiveList<T>(props: TResponsiveListProps<T>) {
  const screenLayout = useListLayout();
  const layout = props.layout ?? screenLayout;
  return layout === 'cards' ? <CardList {...props} /> : <ListTable {...props} />;
}

function ListTable<T>({ items, itemKey, columns: all, label, testId, itemTestId, expansion }: TResponsiveListProps<T>) {
  const columns = all.filter((column) => column.table !== false);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={label}
        data-testid={testId}
        data-layout="table"
        // Tighter cells than MUI's 16 px sides: the essential columns fit a 1366 px screen.
        sx={{ '& .MuiTableCell-root': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align} sx={{ ...hiddenBelow(column.tableFrom), whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const extra = expansion?.(item, 'table');
            return (
              <Fragment key={itemKey(item)}>
                <TableRow hover data-testid={itemTestId?.(item)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                      sx={{
                        ...(column.rowHeader ? { fontWeight: 600 } : {}),
                        ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
                        ...hiddenBelow(column.tableFrom),
                        ...column.sx,
                      }}
                    >
                      {column.cell(item)}
                    </TableCell>
                  ))}
                </TableRow>
                {extra ? (
                  <TableRow>
                    <TableCell colSpan={columns.length} sx={{ bgcolor: 'action.hover', py: 1 }}>
                      {extra}
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardList<T>({ items, itemKey, columns, label, testId, itemTestId, expansion }: TResponsiveListProps<T>) {
  const of = (role: TCardRole) => columns.filter((column) => roleOf(column) === role);
  const [title, badge, fields, actions] = [of('title'), of('badge'), of('field'), of('actions')];
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      data-layout="cards"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {items.map((item) => (
        <Paper component="li" variant="outlined" key={itemKey(item)} data-testid={itemTestId?.(item)} sx={{ p: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            {title.map((column) => (
              <Box key={column.id} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {column.cell(item)}
              </Box>
            ))}
            {badge.map((column) => (
              <Box key={column.id}>{column.cell(item)}</Box>
            ))}
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {fields.map((column) => (
              <Fragment key={column.id}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {column.header}
                </Box>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', textAlign: column.align === 'right' ? 'right' : undefined }}>
                  {column.cell(item)}
                </Box>
              </Fragment>
            ))}
          </Box>
          {expansion?.(item, 'cards')}
          {actions.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
              {actions.map((column) => (
                <Fragment key={column.id}>{column.cell(item)}</Fragment>
              ))}
            </Box>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
