import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { STAFF_CASE_STATUSES, type TStaffCaseSummary } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useStaffCases } from '../api/list-staff-cases.ts';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleListState } from './console-list-state.tsx';
import { ConsolePage } from './console-page.tsx';
import { CONSOLE_PAGE_SIZES, ConsolePaging } from './console-paging.tsx';
import { ConsoleSelect } from './console-select.tsx';

/** The cases, open, closed or all, the one waiting longest first; who spoke last; one opens with its conversation. */
export function CasesListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof STAFF_CASE_STATUSES)[number]>('open');
  const paging = useListPaging(CONSOLE_PAGE_SIZES[0]!);
  const query = useStaffCases({ status, offset: paging.page * paging.rowsPerPage, limit: paging.rowsPerPage });
  return (
    <ConsolePage title={t('staff_cases_title')} testId="staff-cases">
      <Box sx={{ mb: 2 }}>
        <ConsoleSelect
          id="staff-cases-status"
          label={t('staff_cases_status')}
          value={status}
          options={STAFF_CASE_STATUSES}
          optionLabel={(option) => t(`staff_cases_status_${option}`)}
          onChange={(next) => {
            setStatus(next || 'open');
            paging.setPage(0);
          }}
        />
      </Box>
      <ConsoleListState query={query} testId="staff-cases-list" empty={t('staff_cases_empty')}>
        {(data) => (
          <>
            <ResponsiveList<TStaffCaseSummary>
              items={data.items}
              itemKey={(item) => item.number}
              label={t('staff_cases_title')}
              testId="staff-cases-list"
              itemTestId={(item) => `staff-case-${item.number}`}
              columns={[
                {
                  id: 'number',
                  header: t('staff_case_number'),
                  cell: (item) => <Link to={`/staff/cases/${encodeURIComponent(item.number)}`}>{item.number}</Link>,
                  rowHeader: true,
                  card: 'title',
                  nowrap: true,
                },
                {
                  id: 'last',
                  header: t('staff_case_last_word'),
                  cell: (item) => (
                    <Chip
                      size="small"
                      color={item.awaiting_staff ? 'warning' : 'default'}
                      label={item.awaiting_staff ? t('staff_case_last_customer') : t('staff_case_last_staff')}
                    />
                  ),
                  card: 'badge',
                  nowrap: true,
                },
                { id: 'subject', header: t('staff_case_subject'), cell: (item) => item.subject },
                {
                  id: 'customer',
                  header: t('staff_case_customer'),
                  cell: (item) => [item.customer.name, item.customer.tax_id ?? item.customer.email].filter(Boolean).join(' · '),
                },
                { id: 'outcome', header: t('staff_case_outcome'), cell: (item) => t(`staff_outcome_${item.outcome}`), nowrap: true },
                {
                  id: 'activity',
                  header: t('staff_case_last_activity'),
                  cell: (item) => <ConsoleDate at={item.last_activity} />,
                  nowrap: true,
                },
              ]}
            />
            <ConsolePaging total={data.n_items} paging={paging} testId="staff-cases-paging" />
          </>
        )}
      </ConsoleListState>
    </ConsolePage>
  );
}
