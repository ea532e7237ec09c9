import type { TOptimalPower, TPowerCalculatorForm } from '@portal/domain';

/**
 * The power lead's own fields (visitor-and-shell §3.2) as the lead form sends them beside the
 * contact: the form's figures and the result, the appliances as one JSON text.
 */
export function powerLeadFields(form: TPowerCalculatorForm, result: TOptimalPower): Record<string, string> {
  return {
    cups: form.cups,
    area: String(form.area),
    numPersones: String(form.numPersones),
    cofSimul: String(form.cofSimul),
    optimalPower: String(result.optimalPower),
    appliances: JSON.stringify(result.appliances),
  };
}
