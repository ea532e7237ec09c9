import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../shared/i18n/message-text.ts';

export interface TTextInputProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** A message key from the schema or the server; translated here. */
  errorKey?: string;
  helperText?: string;
  testId?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  /** Renders a native select with these options. */
  select?: boolean;
  children?: ReactNode;
}

/**
 * A labelled react-hook-form field: MUI's outlined input with its label, the error (or hint)
 * below and tied to it by aria-describedby. Selects are native: they work with every assistive
 * technology and on phones.
 */
export function TextInput({
  id,
  label,
  registration,
  errorKey,
  helperText,
  testId,
  required,
  disabled,
  readOnly,
  type = 'text',
  inputMode,
  maxLength,
  autoComplete,
  select,
  children,
}: TTextInputProps) {
  const { t } = useTranslation();
  const { ref, ...field } = registration;
  const error = errorKey ? messageText(t, errorKey) : undefined;
  return (
    <TextField
      {...field}
      inputRef={ref}
      id={id}
      label={label}
      type={select ? undefined : type}
      fullWidth
      size="small"
      margin="dense"
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      select={select}
      autoComplete={autoComplete}
      slotProps={{
        select: select ? { native: true } : undefined,
        inputLabel: select ? { shrink: true } : undefined,
        htmlInput: { 'data-testid': testId, readOnly, inputMode, maxLength },
      }}
    >
      {children}
    </TextField>
  );
}
