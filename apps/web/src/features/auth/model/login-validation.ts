import { type TLoginRequest, ZLoginRequestSchema } from '@portal/domain';

export type TLoginField = keyof TLoginRequest;
export type TLoginFieldErrors = Partial<Record<TLoginField, string>>;
export type TLoginCheck = { values: TLoginRequest; errors?: undefined } | { errors: TLoginFieldErrors };

/**
 * The login form's validation: the API's own payload schema (docs/decisions.md: one endpoint
 * contract per call, its body schema in the form too). The form loads this module, and zod with
 * it, on its first focus or submit, not with the page. The parsed values (the user trimmed), or
 * the message key of each field's first issue, as react-hook-form's zod resolver gives them.
 */
export function validateLogin(values: TLoginRequest): TLoginCheck {
  const result = ZLoginRequestSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: TLoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'user' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}
