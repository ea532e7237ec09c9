/**
 * The IBAN change arrives as multipart text fields (or JSON without files): turn the form's
 * strings into the values ZIbanChangeRequestSchema checks. Anything unexpected is passed on
 * unchanged so the schema reports it as the field's own error.
 */
export function ibanFormValues(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if ('already_registered' in fields) values.already_registered = flag(fields.already_registered);
  if ('owner_is_bank_owner' in fields) values.owner_is_bank_owner = flag(fields.owner_is_bank_owner);
  if ('bank_id' in fields) values.bank_id = integer(fields.bank_id);
  if ('iban' in fields) values.iban = fields.iban;
  return values;
}

function flag(value: unknown): unknown {
  if (value === 'true' || value === '1' || value === 'yes') return true;
  if (value === 'false' || value === '0' || value === 'no' || value === '') return false;
  return value;
}

function integer(value: unknown): unknown {
  if (typeof value === 'string' && /^\d{1,10}$/.test(value.trim())) return Number(value.trim());
  if (value === '') return undefined;
  return value;
}
