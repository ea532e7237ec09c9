import type { TApplianceKind } from '@portal/domain';

/** The catalogue key of an appliance's name: keys are snake_case, the domain's kinds camelCase. */
export const applianceWordKey = (kind: TApplianceKind) =>
  `power_calculator_appliance_${kind.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
