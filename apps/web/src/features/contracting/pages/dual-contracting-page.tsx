import { ContractingWizard } from '../components/contracting-wizard.tsx';

/**
 * The dual contracting wizard (visitor-and-shell §2.1, §2.3) at /nou-client-dual (dualContracting): open while
 * contractation.dual.enabled, private when contractation.authenticate is set (the route's rule).
 */
export default function DualContractingPage() {
  return <ContractingWizard type="dual" />;
}
