import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { fieldError } from './field-error.ts';

/**
 * A question answered yes or no that starts unanswered (the change of owner, §5.7: required
 * when there is an active contract; never assumed), as a labelled radio group.
 */
export function YesNoQuestion<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  id,
  label,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const message = fieldError(form, name);
  const value = form.watch(name);
  return (
    <FormControl component="fieldset" error={Boolean(message)} sx={{ my: 1, display: 'block' }} required>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={id}
        value={value ?? ''}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) =>
          form.setValue(name, event.target.value as PathValue<T, Path<T>>, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      >
        <FormControlLabel
          value="yes"
          disabled={disabled}
          control={<Radio slotProps={{ input: { 'data-testid': `field-${name}-yes` } as object }} />}
          label={t('contracting_yes')}
        />
        <FormControlLabel
          value="no"
          disabled={disabled}
          control={<Radio slotProps={{ input: { 'data-testid': `field-${name}-no` } as object }} />}
          label={t('contracting_no')}
        />
      </RadioGroup>
      {message ? <FormHelperText id={`${id}-error`}>{messageText(t, message)}</FormHelperText> : null}
    </FormControl>
  );
}
