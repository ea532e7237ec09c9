import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/**
 * A field of the light forms (the login page's, and the password forms' built on FormTextField):
 * its registration and its error's words (from the schema, or placed by the server through
 * useFormSubmit). `text` turns a message key into words (messageText, or newPasswordMessageText).
 */
export function bindField<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
  text: (key: string) => string,
): { registration: UseFormRegisterReturn; error: string | undefined } {
  const message = form.formState.errors[name]?.message;
  return { registration: form.register(name), error: typeof message === 'string' && message ? text(message) : undefined };
}
