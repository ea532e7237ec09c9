import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { TStaffAccountView } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useStaffAccounts } from '../api/list-staff-accounts.ts';
import { ConsoleListState } from './console-list-state.tsx';
import { ConsolePage } from './console-page.tsx';
import { StaffAccountCreateForm } from './staff-account-create-form.tsx';
import { StaffAccountDialog, type TStaffAccountAction } from './staff-account-dialogs.tsx';

/**
 * Staff accounts (supervisors): every account with its role and whether it may sign in; a new
 * one; and, on each, a new label or role, disabling or enabling, a new password. The rules the
 * API keeps (nobody locks themselves out, a supervisor always remains) are said before they bite.
 */
export function StaffAccountsPage() {
  const { t } = useTranslation();
  const query = useStaffAccounts();
  const [chosen, setChosen] = useState<{ action: TStaffAccountAction; account: TStaffAccountView }>();
  const actionButton = (account: TStaffAccountView, action: TStaffAccountAction, label: string) => (
    <Button
      size="small"
      variant="outlined"
      onClick={() => setChosen({ action, account })}
      data-testid={`staff-account-${account.id}-${action}`}
    >
      {label}
    </Button>
  );
  return (
    <ConsolePage title={t('staff_accounts_title')} testId="staff-accounts">
      <p>{t('staff_accounts_rules')}</p>
      <ConsoleListState query={query} testId="staff-accounts-list" empty={t('staff_accounts_empty')}>
        {(data) => (
          <ResponsiveList<TStaffAccountView>
            items={data.items}
            itemKey={(account) => account.id}
            label={t('staff_accounts_title')}
            testId="staff-accounts-list"
            itemTestId={(account) => `staff-account-${account.id}`}
            columns={[
              { id: 'email', header: t('staff_login_email'), cell: (account) => account.email, rowHeader: true, card: 'title' },
              { id: 'label', header: t('staff_accounts_label'), cell: (account) => account.label },
              { id: 'role', header: t('staff_accounts_role'), cell: (account) => t(`staff_role_${account.role}`) },
              {
                id: 'active',
                header: t('staff_accounts_state'),
                cell: (account) => t(account.active ? 'staff_accounts_active' : 'staff_accounts_disabled'),
                card: 'badge',
              },
              {
                id: 'actions',
                header: t('staff_accounts_actions'),
                cell: (account) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {actionButton(account, 'change', t('staff_accounts_change'))}
                    {actionButton(account, 'active', t(account.active ? 'staff_accounts_disable' : 'staff_accounts_enable'))}
                    {actionButton(account, 'password', t('staff_accounts_set_password'))}
                  </Box>
                ),
              },
            ]}
          />
        )}
      </ConsoleListState>
      {chosen ? <StaffAccountDialog action={chosen.action} account={chosen.account} onClose={() => setChosen(undefined)} /> : null}
      <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
        <StaffAccountCreateForm />
      </Paper>
    </ConsolePage>
  );
}
