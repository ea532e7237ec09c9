import { ContractingWizard } from '../components/contracting-wizard.tsx';

/**
 * The gas contracting wizard (visitor-and-shell §2.1, §2.3) at /nou-client-gas (gasContracting): open while
 * contractation.gas.enabled, private when contractation.authenticate is set (the route's rule).
 */
export default function GasContractingPage() {
  return <ContractingWizard type="gas" />;
}
