import type { ContractingRepo } from './repo.ts';

/**
 * Whether a holder may contract without a guarantee (visitor-and-shell §7 leads/solvencia, §8
 * badScore): `score` answers false for a tax id with unpaid debts. The portal ships the database
 * implementation below; a retailer plugs its credit bureau by passing another implementation to
 * contractingModule (docs/contracting.md, "Solvency and identity"). It is asked with normalised
 * tax ids (compact, upper case), one at a time, before any transaction.
 */
export interface SolvencyService {
  score(vat: string): Promise<boolean>;
}

/** The demo's bureau: the defaulted_tax_ids table (seeded with three tax ids, seed/demo/demo-defaulted-tax-ids.ts). */
export class DefaultedTaxIdsSolvency implements SolvencyService {
  constructor(private readonly repo: Pick<ContractingRepo, 'defaulted'>) {}

  async score(vat: string): Promise<boolean> {
    return (await this.repo.defaulted([vat])).length === 0;
  }
}

/** A lead's holders: the owner's tax id and, for a company, its legal representative's. */
export async function scoreAll(solvency: SolvencyService, vats: readonly string[]): Promise<boolean> {
  for (const vat of vats) if (!(await solvency.score(vat))) return false;
  return true;
}
