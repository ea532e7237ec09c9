/**
 * The login user is the customer's tax id (NIF, NIE or CIF). People type it with spaces,
 * dots, dashes, lowercase letters or the ES VAT prefix; all of those name the same account,
 * so logins, rate-limit keys and single sign-on claims are compared in this one form.
 */
export function normaliseTaxId(value: string): string {
  const compact = value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
  // Spanish tax ids have 9 characters; "ES" + 9 is the intra-community VAT form of the same id.
  return compact.length === 11 && compact.startsWith('ES') ? compact.slice(2) : compact;
}
