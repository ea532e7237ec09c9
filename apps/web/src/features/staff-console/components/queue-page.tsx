import type { TStaffSigningItem } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useStaffSignings } from '../api/list-staff-signings.ts';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleListState } from './console-list-state.tsx';
import { ConsolePage } from './console-page.tsx';
import { CONSOLE_PAGE_SIZES, ConsolePaging } from './console-paging.tsx';

/** The signed requests waiting for staff, the oldest signature first; one opens with its evidence. */
export function QueuePage() {
  const { t } = useTranslation();
  const paging = useListPaging(CONSOLE_PAGE_SIZES[0]!);
  const query = useStaffSignings({ offset: paging.page * paging.rowsPerPage, limit: paging.rowsPerPage });
  return (
    <ConsolePage title={t('staff_queue_title')} testId="staff-queue">
      <p>{t('staff_queue_intro')}</p>
      <ConsoleListState query={query} testId="staff-queue-list" empty={t('staff_queue_empty')}>
        {(data) => (
          <>
            <ResponsiveList<TStaffSigningItem>
              items={data.items}
              itemKey={(item) => item.id}
              label={t('staff_queue_title')}
              testId="staff-queue-list"
              itemTestId={(item) => `staff-signing-${item.id}`}
              columns={[
                {
                  id: 'request',
                  header: t('staff_signing_request'),
                  cell: (item) => (
                    <Link to={`/staff/queue/${item.id}`}>
                      {t('staff_signing_link', { id: item.id, kind: t(`staff_signing_kind_${item.kind}`) })}
                    </Link>
                  ),
                  rowHeader: true,
                  card: 'title',
                },
                { id: 'contract', header: t('staff_case_contract'), cell: (item) => item.contract_name, nowrap: true },
                {
                  id: 'customer',
                  header: t('staff_case_customer'),
                  cell: (item) => [item.customer.name, item.customer.tax_id].filter(Boolean).join(' · ') || '—',
                },
                { id: 'signed', header: t('staff_signing_signed_at'), cell: (item) => <ConsoleDate at={item.signed_at} />, nowrap: true },
              ]}
            />
            <ConsolePaging total={data.n_items} paging={paging} testId="staff-queue-paging" />
          </>
        )}
      </ConsoleListState>
    </ConsolePage>
  );
}
