import type { TWizardValues } from './wizard-values.ts';

/**
 * The gas wizard's installation is its gas point: the gas contract step starts from what the
 * visitor already said of it (CUPS, active contract and its invoice, origin supplier, change of
 * owner), so nothing is typed twice. A value the visitor gave on the gas step itself stays.
 */
export function gasStepFromEarlierSteps(values: TWizardValues): TWizardValues {
  const { installation, person, gasContract } = values;
  return {
    ...values,
    gasContract: {
      ...gasContract,
      cups: gasContract.cups || installation.cups,
      comerOrigin: gasContract.comerOrigin || installation.comerOrigin,
      activeContract: gasContract.activeContract || installation.activeContract,
      changeOwner: gasContract.changeOwner || person.changeOwner,
      invoice: gasContract.invoice.length > 0 ? gasContract.invoice : installation.invoice,
    },
  };
}
