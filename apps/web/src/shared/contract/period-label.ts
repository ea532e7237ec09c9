import { periodName, type TPeriodKind } from '@portal/domain';
import type { TFunction } from 'i18next';

/**
 * A tariff period as the customer knows it: the domain's periodName (2.0TD peak, standard,
 * off-peak; other tariffs P1…P6) in the interface language. Its words are in shared.json.
 */
export function periodLabel(t: TFunction, tariff: string | null | undefined, period: number, kind: TPeriodKind): string {
  const name = periodName(tariff, period, kind);
  return t(name.key, { period: name.period });
}
