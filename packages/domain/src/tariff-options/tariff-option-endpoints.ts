import type { TAnyEndpoint } from '../api/endpoint.ts';
import { getAvailableDoubleTariffsEndpoint } from './endpoints/get-available-double-tariffs.endpoint.ts';
import { getAvailableHappyDaysEndpoint } from './endpoints/get-available-happy-days.endpoint.ts';
import { getAvailableHappyHoursEndpoint } from './endpoints/get-available-happy-hours.endpoint.ts';
import { getDoubleTariffEndpoint } from './endpoints/get-double-tariff.endpoint.ts';
import { getHappyDayEndpoint } from './endpoints/get-happy-day.endpoint.ts';
import { getHappyHoursEndpoint } from './endpoints/get-happy-hours.endpoint.ts';
import { setDoubleTariffEndpoint } from './endpoints/set-double-tariff.endpoint.ts';
import { setHappyDayEndpoint } from './endpoints/set-happy-day.endpoint.ts';
import { setHappyHoursEndpoint } from './endpoints/set-happy-hours.endpoint.ts';
import type { TTariffOptionKind } from './tariff-option-schemas.ts';

/**
 * The nine calls of the tariff options (customer-area §7), three per option and alike but for
 * the option's shape: what the contract's product offers, the contract's choice, and choosing.
 * A caller picks them by the option's kind instead of by nine names.
 */
export const TARIFF_OPTION_ENDPOINTS = {
  double_tariff: { available: getAvailableDoubleTariffsEndpoint, get: getDoubleTariffEndpoint, set: setDoubleTariffEndpoint },
  happy_hours: { available: getAvailableHappyHoursEndpoint, get: getHappyHoursEndpoint, set: setHappyHoursEndpoint },
  happy_day: { available: getAvailableHappyDaysEndpoint, get: getHappyDayEndpoint, set: setHappyDayEndpoint },
} as const satisfies Record<TTariffOptionKind, { available: TAnyEndpoint; get: TAnyEndpoint; set: TAnyEndpoint }>;
