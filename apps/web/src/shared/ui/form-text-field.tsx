import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { cx } from './light/cx.ts';

/** What binds a field to its form: react-hook-form's `register()` answer, or the login form's own (login-form.tsx). */
export interface TFieldRegistration {
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
}

export interface TFormTextFieldProps {
  id: string;
  label: string;
  registration: TFieldRegistration;
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
 * A labelled text field: a native input with its label always visible above it, hint or error
 * below, styled by light.css in the theme's colours. Built without MUI's input stack (InputBase,
 * OutlinedInput, FormControl, InputLabel, TextareaAutosize) and without MUI at all: the login
 * page's fields, which carry neither.
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
    <div className="ui-field">
      <label htmlFor={id} className="ui-field-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="ui-field-required">
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
        data-testid={testId}
        className="ui-field-input"
        {...registration}
        onFocus={onFocus}
      />
      {helper ? (
        <div id={helperId} className={cx('ui-field-helper', error !== undefined && 'ui-field-helper-error')}>
          {helper}
        </div>
      ) : null}
    </div>
  );
}
