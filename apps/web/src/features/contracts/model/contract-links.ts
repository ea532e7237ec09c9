import { buildPath, type TContract, type TLanguage } from '@portal/domain';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';

/**
 * Where the contract card's "related invoices" and "claim" buttons go (customer-area §2), or
 * undefined while that page is not mounted: invoices and claims come with later issues, and
 * no link may lead to an unmounted route.
 */
export function contractLinks(
  contract: Pick<TContract, 'name' | 'type'>,
  language: TLanguage,
  mounted: (route: 'contractInvoices' | 'gasContractInvoices' | 'claims') => boolean = isRouteMounted,
): { invoices?: string; claim?: string } {
  const invoicesRoute = contract.type === 'gas' ? 'gasContractInvoices' : 'contractInvoices';
  return {
    invoices: mounted(invoicesRoute)
      ? contract.type === 'gas'
        ? buildPath('gasContractInvoices', language, { contractName: contract.name })
        : buildPath('contractInvoices', language, { contractType: contract.type, contractName: contract.name })
      : undefined,
    claim: mounted('claims') ? buildPath('claims', language) : undefined,
  };
}
