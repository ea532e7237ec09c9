import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { fieldError } from './field-error.ts';

export interface TWizardCheckboxProps<T extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A box the visitor ticks (solvency check, lead consent, the owner's confirmation, conditions,
 * GDPR, publicity), its error under it and tied to it: the label's words are its name, the
 * error its description.
 */
export function WizardCheckbox<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  disabled,
}: TWizardCheckboxProps<T, TOut>) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const message = fieldError(form, name);
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1, mr: 0, alignItems: 'flex-start' }}
        control={
          <Checkbox
            id={id}
            checked={form.watch(name) === true}
            disabled={disabled}
            onChange={(event) =>
              form.setValue(name, event.target.checked as PathValue<T, Path<T>>, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            sx={{ pt: 0.5 }}
            slotProps={{
              input: {
                'data-testid': `field-${name}`,
                'aria-invalid': message ? true : undefined,
                'aria-describedby': message ? errorId : undefined,
                required,
              } as object,
            }}
          />
        }
        label={label}
      />
      {message ? (
        <FormHelperText error id={errorId} sx={{ ml: 4 }}>
          {messageText(t, message)}
        </FormHelperText>
      ) : null}
    </>
  );
}
