import { PASSWORD_MIN_LENGTH_DEFAULT } from '@portal/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../shared/forms/bind-field.ts';
import { newPasswordMessageText } from '../../../shared/forms/new-password.ts';
import { FormTextField } from '../../../shared/ui/form-text-field.tsx';

/**
 * A staff account's new password (a first one, or one a supervisor sets): the staff rules said
 * under it, and a refusal in the words of the customers' new-password messages.
 */
export function StaffPasswordField<T extends FieldValues & { password?: string }>({
  form,
  id,
  label,
}: {
  form: UseFormReturn<T>;
  id: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      helperText={t('staff_accounts_password_rules', { count: PASSWORD_MIN_LENGTH_DEFAULT })}
      required
      testId="field-password"
      {...bindField(form, 'password' as Path<T>, (key) => newPasswordMessageText(t, key, PASSWORD_MIN_LENGTH_DEFAULT))}
    />
  );
}
