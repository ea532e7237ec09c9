import { useTranslation } from 'react-i18next';
import { FormTextField, type TFormTextFieldProps } from './form-text-field.tsx';

type TPasswordField = Pick<TFormTextFieldProps, 'id' | 'registration' | 'error' | 'testId'> & { label?: string };

interface NewPasswordFieldsProps {
  /** The new password: its hint states the change-password rules (customer-area §5). */
  password: TPasswordField;
  /** The repetition, which must equal it (change_password_check_validation). */
  repeat: TPasswordField;
  /** The settings' minimum length, which the hint names (usePasswordMinLength). */
  minLength: number;
  disabled?: boolean;
}

/**
 * The new password and its repetition, as the change-password, password-reset and activation
 * forms ask for them: password fields the browser may fill with a generated password
 * (autocomplete new-password), the rules under the first, labels from change-password unless given.
 * The rules' words are in account.json, which every page with these fields loads.
 */
export function NewPasswordFields({ password, repeat, minLength, disabled }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        {...password}
        label={password.label ?? t('change_password_new')}
        type="password"
        autoComplete="new-password"
        helperText={t('change_password_rules', { min: minLength, count: minLength })}
        required
        disabled={disabled}
      />
      <FormTextField
        {...repeat}
        label={repeat.label ?? t('change_password_repeat')}
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
      />
    </>
  );
}
