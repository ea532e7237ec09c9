import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type TStaffAccountUpdate, type TStaffAccountView, ZStaffAccountUpdateSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useUpdateStaffAccount } from '../api/update-staff-account.ts';
import { ConsoleFormDialog } from './console-form-dialog.tsx';
import { STAFF_ACCOUNT_REFUSALS } from './staff-account-refusals.ts';
import { StaffPasswordField } from './staff-password-field.tsx';

/** What a supervisor does to one account: change its label and role, disable or enable it, or set its password. */
export type TStaffAccountAction = 'change' | 'active' | 'password';

/** One account's change through PATCH, in a dialog that closes once the API has taken it. */
function useAccountChange(account: TStaffAccountView, fields: readonly string[], onClose: () => void) {
  const form = useForm<TStaffAccountUpdate>({
    resolver: zodResolver(ZStaffAccountUpdateSchema),
    defaultValues: { label: account.label, role: account.role },
  });
  const submit = useFormSubmit({
    mutation: useUpdateStaffAccount(account.id),
    setError: form.setError,
    plan: { fields, refusals: STAFF_ACCOUNT_REFUSALS },
  });
  const send = (change: TStaffAccountUpdate) => form.handleSubmit(async () => (await submit.submit(change)) && onClose());
  return { form, submit, send };
}

function ChangeDialog({ account, onClose }: { account: TStaffAccountView; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, submit } = useAccountChange(account, ['label', 'role'], onClose);
  return (
    <ConsoleFormDialog
      open
      onClose={onClose}
      title={t('staff_accounts_change_title', { email: account.email })}
      testId="staff-account-change"
      errorKey={submit.errorKey}
      onSubmit={form.handleSubmit(async (values) => (await submit.submit({ label: values.label, role: values.role })) && onClose())}
      submitLabel={t('staff_accounts_save')}
      sending={submit.sending}
    >
      <FormField form={form} name="label" id="staff-account-change-label" label={t('staff_accounts_label')} maxLength={80} required />
      <FormField form={form} name="role" id="staff-account-change-role" label={t('staff_accounts_role')} select required>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`staff_role_${role}`)}
          </option>
        ))}
      </FormField>
    </ConsoleFormDialog>
  );
}

function ActiveDialog({ account, onClose }: { account: TStaffAccountView; onClose: () => void }) {
  const { t } = useTranslation();
  const { submit, send } = useAccountChange(account, [], onClose);
  const disabling = account.active;
  return (
    <ConsoleFormDialog
      open
      onClose={onClose}
      title={t(disabling ? 'staff_accounts_disable_title' : 'staff_accounts_enable_title', { email: account.email })}
      testId="staff-account-active"
      errorKey={submit.errorKey}
      onSubmit={send({ active: !account.active })}
      submitLabel={t(disabling ? 'staff_accounts_disable' : 'staff_accounts_enable')}
      sending={submit.sending}
      danger={disabling}
    >
      <p>{t(disabling ? 'staff_accounts_disable_text' : 'staff_accounts_enable_text')}</p>
    </ConsoleFormDialog>
  );
}

function PasswordDialog({ account, onClose }: { account: TStaffAccountView; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, submit } = useAccountChange(account, ['password'], onClose);
  return (
    <ConsoleFormDialog
      open
      onClose={onClose}
      title={t('staff_accounts_password_title', { email: account.email })}
      testId="staff-account-password"
      errorKey={submit.errorKey}
      onSubmit={form.handleSubmit(async (values) => (await submit.submit({ password: values.password ?? '' })) && onClose())}
      submitLabel={t('staff_accounts_save')}
      sending={submit.sending}
    >
      <StaffPasswordField form={form} id="staff-account-new-password" label={t('staff_accounts_new_password')} />
    </ConsoleFormDialog>
  );
}

/** The dialog of the action chosen on an account's row. */
export function StaffAccountDialog({
  action,
  account,
  onClose,
}: {
  action: TStaffAccountAction;
  account: TStaffAccountView;
  onClose: () => void;
}) {
  if (action === 'change') return <ChangeDialog account={account} onClose={onClose} />;
  if (action === 'active') return <ActiveDialog account={account} onClose={onClose} />;
  return <PasswordDialog account={account} onClose={onClose} />;
}
