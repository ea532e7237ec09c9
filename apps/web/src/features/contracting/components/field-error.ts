import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The first message under a field, however deep the schema put it: a list of files has its
 * own (required_field, files_too_many) or one of a file (invalid_attachment_type on files.0.content).
 */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'message') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

export function fieldError<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
): string | undefined {
  return firstMessage(form.getFieldState(name, form.formState).error);
}
