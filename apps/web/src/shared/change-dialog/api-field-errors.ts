import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a 400's field errors ({ field: [message_key] }) on the form's fields. `fields` maps API
 * names to form names where they differ (power_p1 → power). Answers the keys of errors with no
 * field on the form, so the dialog can show them above it.
 */
export function applyApiFieldErrors<T extends FieldValues>(
  errors: Record<string, string[]> | undefined,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  fields: Record<string, string> = {},
): string[] {
  const unplaced: string[] = [];
  for (const [apiField, keys] of Object.entries(errors ?? {})) {
    const key = keys[0];
    if (!key) continue;
    const field = fields[apiField] ?? apiField;
    if (knownFields.includes(field)) setError(field as Path<T>, { type: 'server', message: key });
    else unplaced.push(key);
  }
  return unplaced;
}
