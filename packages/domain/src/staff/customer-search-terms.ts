import { normaliseTaxId } from '../auth/tax-id.ts';
import { normaliseCups } from '../validators/cups.ts';

/** A name query's words, at most: more words narrow nothing a person types on the phone. */
const MAX_WORDS = 6;
const WORD_MAX = 40;

/** What staff's customer search looks for, from one query text (docs/staff.md, "Customers"). */
export interface TCustomerSearchTerms {
  /** The tax id as the login stores it (normaliseTaxId): "12.345.678-z" finds 12345678Z. */
  taxId: string;
  /** The CUPS as stored (normaliseCups): spaces and lower case allowed. */
  cups: string;
  /** A contract or invoice number as typed, and upper-cased. */
  numbers: string[];
  /** The words of a name, each a prefix of a word of the customer's name ("mar gar" finds Marta García). */
  words: string[];
}

/**
 * Every reading of the query at once: the search runs them all (one index each) and ranks the
 * identifiers first, so staff need not say what they typed. Words are letters and digits only,
 * so a word can never be an operator of the database's text-search syntax.
 */
export function customerSearchTerms(query: string): TCustomerSearchTerms {
  const trimmed = query.trim();
  const words = (trimmed.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, WORD_MAX)).slice(0, MAX_WORDS);
  return {
    taxId: normaliseTaxId(trimmed),
    cups: normaliseCups(trimmed),
    numbers: [...new Set([trimmed, trimmed.toUpperCase()])],
    words,
  };
}
