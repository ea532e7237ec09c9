/**
 * What the visitor compared or calculated, as text for the sales team (the mail, the CSV): one
 * `key: value` a line, nested values (the appliances) as compact JSON. Empty without a payload.
 */
export function leadPayloadText(payload: Record<string, unknown> | null | undefined, separator = '\n'): string {
  if (!payload) return '';
  return Object.entries(payload)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(separator);
}
