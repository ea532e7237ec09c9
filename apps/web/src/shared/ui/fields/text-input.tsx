import TextField from '@mui/material/TextField';
import { limitPhoneInput, PHONE_TEXT_MAX_LENGTH } from '@portal/domain';
import type { ChangeEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message-text.ts';

const KEEP_LABEL_COLOUR = { '& .MuiInputLabel-root.Mui-disabled': { color: 'text.secondary' } } as const;

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
  type?: 'text' | 'email' | 'tel' | 'number';
  /** A number field's bounds and step (type 'number'). */
  min?: number;
  max?: number;
  step?: number;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  /** A phone number: the domain's phone rule limits the digits typed, not the characters. */
  phone?: boolean;
  /** Renders a native select with these options. */
  select?: boolean;
  /**
   * The options are on their way: the field waits disabled and busy, but its label keeps an
   * enabled field's colour. A wait is not an unavailable choice, and the label does not change
   * colour as the options arrive.
   */
  waiting?: boolean;
  /** A text of several lines (a description), with this many rows shown. */
  multiline?: boolean;
  rows?: number;
  children?: ReactNode;
}

/**
 * A labelled react-hook-form field: MUI's outlined input with its label, the error (or hint)
 * below and tied to it by aria-describedby. Selects are native: they work with every assistive
 * technology and on phones. A phone field takes the number as people write it ("+34 612 345 678"):
 * what is typed beyond the twelfth digit is dropped, spaces and the prefix are free.
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
  phone,
  select,
  waiting,
  multiline,
  rows,
  children,
  min,
  max,
  step,
}: TTextInputProps) {
  const { t } = useTranslation();
  const { ref, ...field } = registration;
  const onChange = phone
    ? (event: ChangeEvent<HTMLInputElement>) => {
        const limited = limitPhoneInput(event.target.value);
        if (limited !== event.target.value) event.target.value = limited;
        return registration.onChange(event);
      }
    : registration.onChange;
  const error = errorKey ? messageText(t, errorKey) : undefined;
  return (
    <TextField
      {...field}
      onChange={onChange}
      inputRef={ref}
      id={id}
      label={label}
      type={select ? undefined : phone ? 'tel' : type}
      fullWidth
      size="small"
      margin="dense"
      required={required}
      disabled={disabled || waiting}
      sx={waiting && !disabled ? KEEP_LABEL_COLOUR : undefined}
      error={Boolean(error)}
      helperText={error ?? helperText}
      select={select}
      multiline={multiline}
      rows={rows}
      autoComplete={autoComplete ?? (phone ? 'tel' : undefined)}
      slotProps={{
        select: select ? { native: true } : undefined,
        inputLabel: select ? { shrink: true } : undefined,
        htmlInput: {
          'data-testid': testId,
          'aria-busy': waiting || undefined,
          readOnly,
          inputMode: inputMode ?? (phone ? 'tel' : undefined),
          maxLength: phone ? PHONE_TEXT_MAX_LENGTH : maxLength,
          min,
          max,
          step,
        },
      }}
    >
      {children}
    </TextField>
  );
}
