import type { ContractingRepo } from './repo.ts';

/**
 * Whether the tax id of a lead may be given with that name (visitor-and-shell §7
 * leads/dni-validation, §8 dniInvalid: "DNI not registered under the given name"). A retailer
 * with an identity service plugs it here (docs/contracting.md, "Solvency and identity"); the
 * portal's own answer compares with the customers it knows.
 */
export interface IdentityCheck {
  check(person: TIdentity): Promise<boolean>;
}

export interface TIdentity {
  /** Normalised (compact, upper case). */
  vat: string;
  /** The owner is a company: `name` is its name. */
  company: boolean;
  name: string;
  surName1?: string | undefined;
}

/**
 * The customers the retailer knows: an unknown tax id passes (a new customer), a known one only
 * with its name. A person matches when the customer's name holds the given name and first
 * surname, word by word; a company when the names are the same. Accents, case and punctuation do
 * not count ("Fusteria Vallès, S.L." is "FUSTERIA VALLES SL").
 */
export class KnownCustomersIdentityCheck implements IdentityCheck {
  constructor(private readonly repo: Pick<ContractingRepo, 'customerByTaxId'>) {}

  async check(person: TIdentity): Promise<boolean> {
    const customer = await this.repo.customerByTaxId(person.vat);
    return customer === undefined || namesMatch(customer.name, person);
  }
}

/** Lower case, without accents, punctuation or repeated blanks: the words of a name. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
}

export function namesMatch(known: string, given: Pick<TIdentity, 'company' | 'name' | 'surName1'>): boolean {
  const words = nameWords(known);
  if (given.company) return words.join('') === nameWords(given.name).join('');
  const wanted = [...nameWords(given.name), ...nameWords(given.surName1 ?? '')];
  return wanted.length > 0 && wanted.every((word) => words.includes(word));
}
