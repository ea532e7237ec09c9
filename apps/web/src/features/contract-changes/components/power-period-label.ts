import type { TFunction } from 'i18next';

/** The name of tariff period `index` (0 for P1) in the power dialog: its fields read it from here alone. */
export function powerPeriodLabel(t: TFunction, index: number): string {
  return t('power_dialog_period', { period: index + 1 });
}
