import { formatNumber, type TDatedValue, type TLanguage, valueOn } from '@portal/domain';
import { DEMO_PRICES, priceSchedule } from './demo-prices.ts';
import type { PriceListName } from './demo-reference-data.ts';

/** The products the "Our tariffs" page publishes: the household's fixed-price 2.0TD and the RL.1 gas. */
export const TARIFF_PAGE_PRODUCTS = { electricity: 'LLUM_ESTABLE_20TD', gas: 'GAS_LLAR_RL1' } as const satisfies Record<
  string,
  PriceListName
>;

export interface TTariffPagePrices {
  /** € per kW·day, P1–P2 (2.0TD has two power periods). */
  power: number[];
  /** € per kWh, P1–P3. */
  energy: number[];
  gas: { fixed: number; variable: number };
}

/**
 * The prices in force on `day`, read from the same dated rows the seed writes to
 * price_list_prices and the billing engine bills from (priceSchedule, valueOn): the page cannot
 * drift from the invoices, and shows as many periods as the list has.
 */
export function tariffPagePrices(day: string): TTariffPagePrices {
  const schedule = (list: PriceListName) => priceSchedule(DEMO_PRICES.filter((row) => row.priceList === list));
  const on = (values: readonly TDatedValue[]) => valueOn(day, values);
  const electricity = schedule(TARIFF_PAGE_PRODUCTS.electricity);
  const gas = schedule(TARIFF_PAGE_PRODUCTS.gas);
  return {
    power: electricity.power.map(on),
    energy: electricity.energy.map(on),
    gas: { fixed: on(gas.fixed), variable: on(gas.variable) },
  };
}

/** A unit price as the language writes it, with the decimals the price list has (3 to 6): 0,181 / 0.0365. */
export const formatTariffPrice = (price: number, language: TLanguage) => formatNumber(price, language, { minDecimals: 3, maxDecimals: 6 });
