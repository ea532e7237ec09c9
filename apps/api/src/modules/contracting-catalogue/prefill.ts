import type { TContractingConfigResponse } from '@portal/domain';
import type { TContactDetails } from '../users/index.ts';

export type TPrefill = NonNullable<TContractingConfigResponse['prefill']>;

// A CIF (a company's or an entity's tax id) begins with one of these letters; a NIF with a digit,
// a NIE with X, Y or Z, and the persons' special NIFs with K, L or M.
const ENTITY_TAX_ID = /^[ABCDEFGHJNPQRSUVW]/i;

/**
 * The person step's fields from what the portal stores of a signed-in customer (visitor-and-shell
 * §3.9 "config for prefilled name, surName1, surName2, mobile, vat, email"). The profile keeps one
 * full name, so a person's is read the Spanish way: the last two words the two surnames, the rest
 * the given name ("Marta Puig Serra": Marta, Puig, Serra); two words a given name and one surname.
 * A company's name stays whole. Only a starting point: the customer corrects a compound surname.
 */
export function prefillOf(details: TContactDetails): TPrefill {
  const words = details.name.trim().split(/\s+/).filter(Boolean);
  const person = !ENTITY_TAX_ID.test(details.taxId) && words.length > 1;
  const surnames = person ? words.splice(Math.max(1, words.length - 2)) : [];
  return {
    vat: details.taxId,
    name: words.join(' '),
    surName1: surnames[0] ?? '',
    surName2: surnames[1] ?? '',
    mobile: details.mobile,
    email: details.email,
  };
}
