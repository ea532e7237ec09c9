import Box from '@mui/material/Box';
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
 * A labelled text field for react-hook-form: a native input with its label always visible
 * above it, hint or error below, styled from the theme. Built without MUI's input stack
 * (InputBase, OutlinedInput, FormControl, InputLabel, TextareaAutosize), which would cost the
 * login page about 6 KB gzip for floating-label effects it does not need.
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
  const helperId = `${id}-helper`;
  const helper = error ?? helperText;
  return (
    <Box sx={{ mt: 2 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', typography: 'body2', fontWeight: 600, mb: 0.75, color: 'text.primary' }}>
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
        type={type}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
        data-testid={testId}
        {...registration}
        onFocus={onFocus}
        sx={{
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          font: 'inherit',
          fontSize: '1rem',
          lineHeight: 1.5,
          px: 1.75,
          py: 1.25,
          borderRadius: 1,
          border: '1px solid',
          // #767676 keeps the field's edge at 4.5:1 on white (WCAG 1.4.11 asks 3:1).
          borderColor: error ? 'error.main' : '#767676',
          bgcolor: 'background.paper',
          color: 'text.primary',
          outline: 'none',
          transition: 'border-color 120ms, box-shadow 120ms',
          '&:hover:not(:disabled)': { borderColor: error ? 'error.dark' : 'text.primary' },
          '&:focus': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 2px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
          '&:disabled': { bgcolor: 'action.disabledBackground', color: 'text.disabled', cursor: 'not-allowed' },
        }}
      />
      {helper ? (
        <Box id={helperId} sx={{ typography: 'caption', display: 'block', mt: 0.5, color: error ? 'error.main' : 'text.secondary' }}>
          {helper}
        </Box>
      ) : null}
    </Box>
  );
}
