import { ContractingWizard } from '../components/contracting-wizard.tsx';

/**
 * The electricity contracting wizard (visitor-and-shell §2.1, §2.3) at /nou-client-electricitat (electricityContracting): open while
 * contractation.electricity.enabled, private when contractation.authenticate is set (the route's rule).
 */
export default function ElectricityContractingPage() {
  return <ContractingWizard type="electricity" />;
}
