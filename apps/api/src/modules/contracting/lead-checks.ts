import type { TContractingType, TRegistryPoint } from '@portal/domain';
import type { Who } from './lead-access.ts';
import type { TLeadSections } from './lead-steps.ts';
import type { ContractingRepo } from './repo.ts';

export interface LeadChecksDeps {
  repo: Pick<ContractingRepo, 'originExists' | 'tariff' | 'offer'>;
  /** The supply-point registry's reader (modules/supply-point-registry). */
  registry: (cups: string) => Promise<TRegistryPoint | undefined>;
}

type Kind = 'electricity' | 'gas';

/**
 * What only the server can check of the sections its schemas passed (visitor-and-shell §5.6,
 * §5.8): a CUPS the registry knows as not contractable (or of the other supply) is
 * 'cups_not_available' and the process stops there; the origin supplier, the access tariff and
 * the product must be ones the retailer lists, of the right supply; a signed-in customer
 * contracts in their own name. A CUPS the registry does not hold passes: a retailer without the
 * SIPS imported still takes contracts (docs/supply-point-registry.md).
 */
export async function leadProblems(
  deps: LeadChecksDeps,
  type: TContractingType,
  sections: TLeadSections,
  who: Who | undefined,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const problem = (field: string, key: string) => {
    errors[field] = [key];
  };
  const { installation, person, contract, gasContract } = sections;
  if (installation) {
    const kind: Kind = type === 'gas' ? 'gas' : 'electricity';
    if (!(await available(deps, installation.cups as string, kind))) problem('installation.cups', 'cups_not_available');
    if (typeof installation.comerOrigin === 'number' && !(await deps.repo.originExists(installation.comerOrigin, kind)))
      problem('installation.comerOrigin', 'field_invalid');
  }
  if (person && who && person.vat !== who.customer.taxId) problem('person.vat', 'vat_not_customer');
  if (contract) await product(deps, 'contract', contract, 'electricity', problem);
  if (gasContract?.includeGas === true) {
    if (typeof gasContract.cups === 'string' && !(await available(deps, gasContract.cups, 'gas')))
      problem('gasContract.cups', 'cups_not_available');
    if (typeof gasContract.comerOrigin === 'number' && !(await deps.repo.originExists(gasContract.comerOrigin, 'gas')))
      problem('gasContract.comerOrigin', 'field_invalid');
    await product(deps, 'gasContract', gasContract, 'gas', problem);
  }
  return errors;
}

async function available(deps: LeadChecksDeps, cups: string, kind: Kind): Promise<boolean> {
  const point = await deps.registry(cups);
  return point === undefined || (point.kind === kind && point.switchAvailable);
}

/** The access tariff is one of that supply, and the product is offered (active) for it. */
async function product(
  deps: LeadChecksDeps,
  section: 'contract' | 'gasContract',
  step: Record<string, unknown>,
  kind: Kind,
  problem: (field: string, key: string) => void,
): Promise<void> {
  const tariffId = step.accessTariff;
  const productId = step.selectedProduct;
  if (typeof tariffId !== 'number' || typeof productId !== 'number') return;
  const tariff = await deps.repo.tariff(tariffId);
  if (!tariff || tariff.kind !== kind) {
    problem(`${section}.accessTariff`, 'field_invalid');
    return;
  }
  const offer = await deps.repo.offer(productId);
  if (!offer?.active || offer.tariffId !== tariffId || offer.priceListKind !== kind) {
    problem(`${section}.selectedProduct`, 'product_not_available');
  }
}
