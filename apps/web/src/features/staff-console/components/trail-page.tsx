import TextField from '@mui/material/TextField';
import { TRAIL_ACTIONS, TRAIL_ACTOR_KINDS, type TStaffTrailEntry, type TTrailAction, type TTrailActorKind } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/ui/fields/date-field.tsx';
import { useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useStaffTrail } from '../api/list-staff-trail.ts';
import { dayRange } from '../model/day-range.ts';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleFilters } from './console-filters.tsx';
import { ConsoleListState } from './console-list-state.tsx';
import { ConsolePage } from './console-page.tsx';
import { CONSOLE_PAGE_SIZES, ConsolePaging } from './console-paging.tsx';
import { ConsoleSelect } from './console-select.tsx';

/** What changed, as "field: before → after" lines. */
function changesText(changes: TStaffTrailEntry['changes']): string {
  return Object.entries(changes ?? {})
    .map(([field, change]) => {
      const { before, after } = change as { before?: unknown; after?: unknown };
      return `${field}: ${before ?? '∅'} → ${after ?? '∅'}`;
    })
    .join('\n');
}

/** Every action of the portal, newest first: by customer id, actor, action and days, paged. */
export function TrailPage() {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState('');
  const [actor, setActor] = useState<TTrailActorKind | ''>('');
  const [action, setAction] = useState<TTrailAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const paging = useListPaging(CONSOLE_PAGE_SIZES[0]!);
  const days = dayRange(from, to);
  const customerId = /^\d{1,9}$/.test(customer.trim()) ? Number(customer.trim()) : undefined;
  const query = useStaffTrail({
    ...(customerId ? { customer_id: customerId } : {}),
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(days.from ? { from: days.from } : {}),
    ...(days.to ? { to: days.to } : {}),
    offset: paging.page * paging.rowsPerPage,
    limit: paging.rowsPerPage,
  });
  const filtered =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      paging.setPage(0);
    };
  const customerInvalid = customer.trim() !== '' && customerId === undefined;
  return (
    <ConsolePage title={t('staff_trail_title')} testId="staff-trail">
      <ConsoleFilters label={t('staff_filters')}>
        <TextField
          id="staff-trail-customer"
          size="small"
          label={t('staff_trail_customer')}
          value={customer}
          onChange={(event) => filtered(setCustomer)(event.target.value)}
          error={customerInvalid}
          helperText={customerInvalid ? t('staff_trail_customer_invalid') : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'staff-trail-customer', maxLength: 9 } }}
          sx={{ width: 160 }}
        />
        <ConsoleSelect
          id="staff-trail-actor"
          label={t('staff_trail_actor')}
          value={actor}
          options={TRAIL_ACTOR_KINDS}
          optionLabel={(option) => t(`staff_trail_actor_${option}`)}
          all
          onChange={filtered(setActor)}
        />
        <ConsoleSelect
          id="staff-trail-action"
          label={t('staff_trail_action')}
          value={action}
          options={TRAIL_ACTIONS}
          optionLabel={(option) => t(`staff_trail_action_${option}`)}
          all
          onChange={filtered(setAction)}
        />
        <DateField
          id="staff-trail-from"
          label={t('staff_filter_from')}
          value={from}
          onChange={filtered(setFrom)}
          testId="staff-trail-from"
        />
        <DateField
          id="staff-trail-to"
          label={t('staff_filter_to')}
          value={to}
          onChange={filtered(setTo)}
          testId="staff-trail-to"
          {...(days.invalid ? { error: t('staff_filter_range_invalid') } : {})}
        />
      </ConsoleFilters>
      {days.invalid || customerInvalid ? null : (
        <ConsoleListState query={query} testId="staff-trail-list" empty={t('staff_trail_empty')}>
          {(data) => (
            <>
              <ResponsiveList<TStaffTrailEntry>
                items={data.items}
                itemKey={(item) => item.id}
                label={t('staff_trail_title')}
                testId="staff-trail-list"
                itemTestId={(item) => `staff-trail-${item.id}`}
                columns={[
                  {
                    id: 'at',
                    header: t('staff_trail_at'),
                    cell: (item) => <ConsoleDate at={item.at} />,
                    rowHeader: true,
                    card: 'title',
                    nowrap: true,
                  },
                  {
                    id: 'action',
                    header: t('staff_trail_action'),
                    cell: (item) => t(`staff_trail_action_${item.action}`),
                    card: 'badge',
                  },
                  {
                    id: 'actor',
                    header: t('staff_trail_actor'),
                    cell: (item) =>
                      [t(`staff_trail_actor_${item.actor}`), item.staff_id ? `#${item.staff_id}` : null, item.integration_id]
                        .filter(Boolean)
                        .join(' '),
                  },
                  { id: 'customer', header: t('staff_trail_customer'), cell: (item) => item.customer_id ?? '—', nowrap: true },
                  {
                    id: 'subject',
                    header: t('staff_trail_subject'),
                    cell: (item) => <span className="staff-console-code">{item.subject ?? '—'}</span>,
                  },
                  {
                    id: 'changes',
                    header: t('staff_trail_changes'),
                    cell: (item) => (
                      <span className="staff-console-code" style={{ whiteSpace: 'pre-wrap' }}>
                        {changesText(item.changes) || '—'}
                      </span>
                    ),
                    tableFrom: 'lg',
                  },
                  {
                    id: 'from',
                    header: t('staff_trail_from_where'),
                    cell: (item) => (
                      <span className="staff-console-code">{[item.address, item.user_agent].filter(Boolean).join(' · ') || '—'}</span>
                    ),
                    tableFrom: 'xl',
                  },
                ]}
              />
              <ConsolePaging total={data.total} paging={paging} testId="staff-trail-paging" />
            </>
          )}
        </ConsoleListState>
      )}
    </ConsolePage>
  );
}
