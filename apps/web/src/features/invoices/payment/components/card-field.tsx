import Box from '@mui/material/Box';
import type { ChangeEvent, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TCardFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Rewrites what was typed (spaces in the number, the slash of the expiry). */
  format?: (value: string) => string;
  /** Translated error, announced and tied to the field. */
  error?: string;
  hint?: string;
  autoComplete: string;
  inputMode: 'numeric' | 'text';
  maxLength: number;
  placeholder?: string;
  testId: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One labelled field of the card form: a native input (the browser's card autofill works on
 * autocomplete cc-*), its hint or error below it, the error announced as it appears.
 */
export function CardField({
  id,
  label,
  registration,
  format,
  error,
  hint,
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  testId,
  required,
  inputRef,
}: TCardFieldProps) {
  const helperId = `${id}-helper`;
  const { ref, onChange, ...field } = registration;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (format) event.target.value = format(event.target.value);
    return onChange(event);
  };
  return (
    <Box sx={{ mt: 2, flex: 1, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', typography: 'body2', fontWeight: 600, mb: 0.75 }}>
        {label}
        {required ? (
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main' }}>
            {' *'}
          </Box>
        ) : null}
      </Box>
      <Box
        component="input"
        id={id}
        ref={(element: HTMLInputElement | null) => {
          ref(element);
          if (typeof inputRef === 'function') inputRef(element);
          else if (inputRef) inputRef.current = element;
        }}
        {...field}
        onChange={change}
        type="text"
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        required={required}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? helperId : undefined}
        data-testid={testId}
        sx={{
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          font: 'inherit',
          fontSize: '1rem',
          fontVariantNumeric: 'tabular-nums',
          px: 1.5,
          py: 1.25,
          borderRadius: 1,
          border: '1px solid',
          // #767676 keeps the field's edge at 4.5:1 on white (WCAG 1.4.11 asks 3:1).
          borderColor: error ? 'error.main' : '#767676',
          bgcolor: 'background.paper',
          color: 'text.primary',
          outline: 'none',
          '&:focus': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 2px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      />
      {error ? (
        <Box id={helperId} role="alert" sx={{ typography: 'caption', display: 'block', mt: 0.5, color: 'error.main' }}>
          {error}
        </Box>
      ) : hint ? (
        <Box id={helperId} sx={{ typography: 'caption', display: 'block', mt: 0.5, color: 'text.secondary' }}>
          {hint}
        </Box>
      ) : null}
    </Box>
  );
}
