import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { TStaffCustomerContract } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useStaffCustomer } from '../api/get-staff-customer.ts';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleFacts } from './console-facts.tsx';
import { ConsolePage } from './console-page.tsx';
import { ViewAsCustomer } from './view-as-customer.tsx';

/** A customer's card: who they are, the users who sign in for them, their contracts, and "view as". */
export function CustomerCardPage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const q = useSearchParams()[0].get('q');
  const query = useStaffCustomer(id);
  const back = q ? `/staff/customers?${new URLSearchParams({ q })}` : '/staff/customers';
  return (
    <ConsolePage title={query.data?.name ?? t('staff_customer_title')} testId="staff-customer">
      <p>
        <Link to={back}>{t('staff_back_to_customers')}</Link>
      </p>
      {query.isPending ? <ListLoading rows={4} /> : null}
      {query.isError ? (
        <ListStatus
          severity="warning"
          testId="staff-customer-failed"
          action={{ label: t('staff_try_again'), onClick: () => void query.refetch(), testId: 'staff-customer-retry' }}
        >
          {t('staff_customer_failed')}
        </ListStatus>
      ) : null}
      {query.data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ConsoleFacts
            testId="staff-customer-facts"
            facts={[
              [t('staff_customer_tax_id'), query.data.tax_id],
              [t('staff_customer_since'), <ConsoleDate key="since" at={query.data.created_at} />],
              [
                t('staff_customer_users'),
                query.data.users.map((user) => `${user.name} (${user.login}, ${user.locale})`).join('; ') || t('staff_customer_no_users'),
              ],
            ]}
          />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ViewAsCustomer id={query.data.id} hasUser={query.data.users.length > 0} />
          </Paper>
          <section aria-labelledby="staff-customer-contracts-title">
            <h2 id="staff-customer-contracts-title" className="staff-console-h2">
              {t('staff_customer_contracts')}
            </h2>
            {query.data.contracts.length === 0 ? (
              <ListStatus severity="info" testId="staff-customer-contracts-empty">
                {t('staff_customer_no_contracts')}
              </ListStatus>
            ) : (
              <ResponsiveList<TStaffCustomerContract>
                items={query.data.contracts}
                itemKey={(contract) => contract.name}
                label={t('staff_customer_contracts')}
                testId="staff-customer-contracts"
                columns={[
                  { id: 'name', header: t('staff_case_contract'), cell: (contract) => contract.name, rowHeader: true, card: 'title' },
                  {
                    id: 'cups',
                    header: t('staff_customer_cups'),
                    cell: (contract) => <span className="staff-console-code">{contract.cups ?? '—'}</span>,
                  },
                  { id: 'type', header: t('staff_contracting_type'), cell: (contract) => contract.type },
                  { id: 'state', header: t('staff_contracting_state'), cell: (contract) => contract.state, card: 'badge' },
                ]}
              />
            )}
            {query.data.more_contracts ? <p>{t('staff_customer_more_contracts')}</p> : null}
          </section>
        </Box>
      ) : null}
    </ConsolePage>
  );
}
