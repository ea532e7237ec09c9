import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TFormTextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  /** Translated error text, shown under the field and tied to it for screen readers. */
  error?: string;
  helperText?: string;
  testId?: string;
  required?: boolean;
  disabled?: boolean;
  onFocus?: () => void;
}

/**
 * A labelled outlined text field for react-hook-form. Built from FormControl and
 * OutlinedInput rather than MUI's TextField: TextField always bundles Select, Menu and Modal
 * for its `select` mode, which the login page would load for nothing.
 */
export function FormTextField({
  id,
  label,
  registration,
  type = 'text',
  autoComplete,
  error,
  helperText,
  testId,
  required,
  disabled,
  onFocus,
}: TFormTextFieldProps) {
  const { ref, ...field } = registration;
  const helperId = `${id}-helper`;
  const helper = error ?? helperText;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)} required={required} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        inputRef={ref}
        {...field}
        onFocus={onFocus}
        inputProps={{ 'data-testid': testId, 'aria-describedby': helper ? helperId : undefined }}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
