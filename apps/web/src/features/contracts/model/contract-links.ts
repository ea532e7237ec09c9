import { buildPath, type TContract, type TLanguage } from '@portal/domain';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';

/**
 * Where the contract card's "related invoices" and "claim" buttons go (customer-area §2), or
 * undefined while that page is not mounted: no link may lead to an unmounted route. The claim
 * button also needs its gate (contractClaim: reclamATCContract), applied by contractButtons;
 * the claims route itself has no condition (visitor-and-shell §2.1).
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
    // The claims page preselects the contract the address names (`?contract=`).
    claim: mounted('claims') ? `${buildPath('claims', language)}?contract=${encodeURIComponent(contract.name)}` : undefined,
  };
}
