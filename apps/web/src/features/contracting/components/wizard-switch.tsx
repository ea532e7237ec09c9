import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

export interface TWizardSwitchProps<T extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  disabled?: boolean;
  /** After the value changes: a switch that opens or clears other fields. */
  onChange?: (on: boolean) => void;
}

/** A yes/no flag of the wizard (active contract, company, same invoice address…): a labelled switch bound to its form field. */
export function WizardSwitch<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  id,
  label,
  disabled,
  onChange,
}: TWizardSwitchProps<T, TOut>) {
  const on = form.watch(name) === true;
  return (
    <FormControlLabel
      sx={{ display: 'flex', my: 1, mr: 0 }}
      control={
        <Switch
          id={id}
          checked={on}
          disabled={disabled}
          onChange={(event) => {
            form.setValue(name, event.target.checked as PathValue<T, Path<T>>, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
            onChange?.(event.target.checked);
          }}
          slotProps={{ input: { 'data-testid': `field-${name}` } as object }}
        />
      }
      label={label}
    />
  );
}
