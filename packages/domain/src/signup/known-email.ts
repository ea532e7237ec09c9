/**
 * Sign-up mails its activation link only to an address the retailer already has for the customer
 * (docs/signup.md, "The threat"): the tax id and the contract number are printed on every invoice
 * and letter, so they prove nothing, while a link that reaches the customer's own mailbox does.
 */

/** An e-mail address as sign-up compares it: without surrounding blanks, without case. */
export const comparableEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The address on file that the typed one names (compared trimmed and without case), as the
 * retailer wrote it but trimmed; undefined when the typed address is none of them.
 */
export function knownEmailMatching(typed: string, known: readonly string[]): string | undefined {
  const wanted = comparableEmail(typed);
  if (wanted === '') return undefined;
  return known.map((email) => email.trim()).find((email) => comparableEmail(email) === wanted);
}

/** The distinct addresses on file (one per address whatever its case), trimmed: whom a warning goes to. */
export function distinctEmails(known: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const email of known) {
    const trimmed = email.trim();
    const key = comparableEmail(trimmed);
    if (key !== '' && !seen.has(key)) seen.set(key, trimmed);
  }
  return [...seen.values()];
}
