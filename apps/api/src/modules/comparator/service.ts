import {
  BillingInputError,
  comparatorOffersOf,
  compareElectricityBill,
  compareGasBill,
  consumptionPeriodsOf,
  gasConsumptionTooHigh,
  periodDays,
  SHELL_GATES,
  type TAccessTariff,
  type TBillComparison,
  type TComer,
  type TComparisonResult,
  type TElectricityCompare,
  type TGasCompare,
  type TLanguage,
  tariffPeriods,
  toComparisonOperations,
  VALIDATION_ERROR,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import { ReferenceCache } from '../../platform/runtime/reference-cache.ts';
import type { SettingsService } from '../settings/index.ts';
import { offerPrices, type TOfferPrices } from './offer-prices.ts';
import type { ComparatorRepo, TTariffRow } from './repo.ts';
import { resultHtml } from './result-html.ts';

/**
 * The electricity access tariffs the comparator offers by contracted power (Circular CNMC 3/2020):
 * up to 15 kW 2.0TD, above 3.0TD. 6.1TD–6.4TD are high-voltage supplies, priced by a study, not a
 * form: not listed (docs/comparator-api.md).
 */
export const LOW_VOLTAGE_MAX_2_0TD_KW = 15;
const COMPARED_TARIFFS = ['2.0TD', '3.0TD'] as const;

const notFound = () => new ApiError(404, 'not_found', 'not_found');
const noOffer = () => new ApiError(404, 'comparator_no_offer', 'comparator_no_offer');
const fieldErrors = (errors: Record<string, string[]>) => new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });

/**
 * Reference lists are kept 30 minutes per instance (visitor-and-shell §9: "cache 30 minutes for
 * tariffs, products and origins"): a retailer edits them now and then, which a half-hour's delay
 * does not hurt, and the comparators' forms ask for them on every visit.
 */
const REFERENCE_CACHE_MS = 30 * 60_000;

const CONSUMPTION = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
const POWERS = ['power', 'power2', 'power3', 'power4', 'power5', 'power6'] as const;

/** Reference lists, the two comparisons and what they share with the power advice (our offer's prices). */
export class ComparatorService {
  private readonly cache = new ReferenceCache(REFERENCE_CACHE_MS);

  constructor(
    private readonly repo: ComparatorRepo,
    private readonly settings: SettingsService,
  ) {}

  /** GET tariff: 2.0TD up to 15 kW, 3.0TD above, both without a power. */
  tariffs(powerKw: number | undefined): Promise<TAccessTariff[]> {
    const names = powerKw === undefined ? COMPARED_TARIFFS : powerKw <= LOW_VOLTAGE_MAX_2_0TD_KW ? ['2.0TD'] : ['3.0TD'];
    return this.cache.get(`tariffs:${names.join(',')}`, async () =>
      (await this.repo.tariffsNamed('electricity', names)).map(({ id, name }) => ({ id, name })),
    );
  }

  /** GET gas/tariff: every gas access tariff (RL.1…). */
  gasTariffs(): Promise<TAccessTariff[]> {
    return this.cache.get('gas-tariffs', async () => (await this.repo.tariffsNamed('gas')).map(({ id, name }) => ({ id, name })));
  }

  /** GET leads/comers and gas/leads/comers: the origin suppliers, by name as Spanish sorts them. */
  comers(kind: 'electricity' | 'gas'): Promise<TComer[]> {
    return this.cache.get(`comers:${kind}`, async () => {
      const collator = new Intl.Collator('es', { sensitivity: 'base' });
      return (await this.repo.originSuppliers(kind)).sort((a, b) => collator.compare(a.name, b.name));
    });
  }

  /** 404 unless the comparator (gas: and gas among the display types) is on (visitor-and-shell §2.1). */
  async assertOpen(gate: 'comparator' | 'gasComparator' | 'powerCalculator'): Promise<void> {
    if (!SHELL_GATES[gate].open(await this.settings.publicSettings())) throw notFound();
  }

  /** POST price-compare/: the visitor's period priced with our offer for its tariff (§3.3 → §3.5). */
  async compareElectricity(input: TElectricityCompare, language: TLanguage): Promise<TComparisonResult> {
    const tariff = await this.tariffOf(input.accessTariff, 'electricity', 'accessTariff');
    const periods = tariffPeriods(tariff.name);
    checkTariffFields(input, tariff.name, periods.power);
    const offer = await this.offer(tariff.name);
    const powers = POWERS.slice(0, periods.power).map(
      (field, index) => input[field] ?? (index === 0 ? input.power : (input.power2 ?? input.power)),
    );
    const energy = CONSUMPTION.slice(0, periods.energy).map((field) => input[field] ?? 0);
    const priced = priceOrRefuse(() =>
      compareElectricityBill({
        tariff: tariff.name,
        periodStart: input.startDate,
        periodEnd: input.endDate,
        powersKw: powers,
        consumptionKwh: energy,
        paid: input.invoiceAmount,
        prices: { powerPrices: offer.prices.power, energyPrices: offer.prices.energy, meterRentalPrices: offer.prices.meterRental },
      }),
    );
    return this.result(priced, 'electricity', offer, input, language);
  }

  /** POST gas/price-compare/: the same for gas, the consumption checked against the band's limit. */
  async compareGas(input: TGasCompare, language: TLanguage): Promise<TComparisonResult> {
    const tariff = await this.tariffOf(input.access_tariff, 'gas', 'access_tariff');
    if (gasConsumptionTooHigh(tariff.name, input.consumption, periodDays(input.startDate, input.endDate))) {
      throw fieldErrors({ consumption: ['consumption_too_high'] });
    }
    const offer = await this.offer(tariff.name);
    const prices = { fixedPrices: offer.prices.fixed, energyPrices: offer.prices.variable, meterRentalPrices: offer.prices.meterRental };
    const priced = priceOrRefuse(() =>
      compareGasBill({
        periodStart: input.startDate,
        periodEnd: input.endDate,
        consumptionKwh: input.consumption,
        paid: input.invoiceAmount,
        prices,
      }),
    );
    return this.result(priced, 'gas', offer, input, language);
  }

  /**
   * Our offer for an access tariff: the price list comparator.offers names for it, with its dated
   * prices. Undefined when none is configured or the list does not exist.
   */
  async offerFor(tariffName: string): Promise<TOffer | undefined> {
    const offers = comparatorOffersOf((await this.settings.publicSettings()).comparator);
    const priceList = Object.hasOwn(offers, tariffName) ? offers[tariffName] : undefined;
    if (typeof priceList !== 'string') return undefined;
    // Our prices are the products of §9, kept 30 minutes like them: a comparison reads no table.
    const rows = await this.cache.get(`offer:${priceList}`, () => this.repo.offer(priceList));
    if (!rows) return undefined;
    return { name: rows.name, commercialName: rows.commercialName || rows.name, prices: offerPrices(rows.prices) };
  }

  private async offer(tariffName: string): Promise<TOffer> {
    const offer = await this.offerFor(tariffName);
    if (!offer) throw noOffer();
    return offer;
  }

  private async tariffOf(id: number, kind: 'electricity' | 'gas', field: string): Promise<TTariffRow> {
    // The kind's whole list, kept like the lists of GET tariff: one entry per kind, whatever ids are asked.
    const tariff = (await this.cache.get(`tariff-rows:${kind}`, () => this.repo.tariffsNamed(kind))).find((row) => row.id === id);
    if (!tariff) throw fieldErrors({ [field]: ['tariff_unknown'] });
    return tariff;
  }

  private result(
    priced: TBillComparison,
    kind: 'electricity' | 'gas',
    offer: TOffer,
    input: { startDate: string; endDate: string },
    language: TLanguage,
  ): TComparisonResult {
    const words = { language, product: offer.commercialName, start: input.startDate, end: input.endDate };
    return {
      ...resultHtml(priced, words),
      total_amount: priced.ours.total,
      operations: toComparisonOperations(priced.ours, kind),
      paid: priced.paid,
      saving: priced.saving,
      yearly: priced.yearly,
      product: { name: offer.name, commercial_name: offer.commercialName },
      period: { start: input.startDate, end: input.endDate, days: priced.ours.days },
    };
  }
}

export interface TOffer {
  name: string;
  commercialName: string;
  prices: TOfferPrices;
}

/**
 * What the tariff does not bill may not be given (visitor-and-shell §4.4: P4–P6 only for VE or
 * 3.0TD; a 2.0TD has two powers), and a 2.0TD contracts at most 15 kW.
 */
function checkTariffFields(input: TElectricityCompare, tariffName: string, powerPeriods: number): void {
  const errors: Record<string, string[]> = {};
  const open = consumptionPeriodsOf(tariffName);
  CONSUMPTION.forEach((field, index) => {
    if (index >= open && input[field] !== undefined) errors[field] = ['consumption_period_not_in_tariff'];
  });
  POWERS.forEach((field, index) => {
    if (index >= powerPeriods && input[field] !== undefined) errors[field] = ['power_period_not_in_tariff'];
  });
  const maxKw = Math.max(...POWERS.map((field) => input[field] ?? 0));
  if (tariffName === '2.0TD' && maxKw > LOW_VOLTAGE_MAX_2_0TD_KW && !errors.power) errors.power = ['power_too_high_for_tariff'];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/** The engine refuses a period our offer has no price for (before its first price): the visitor's dates are the cause. */
function priceOrRefuse(price: () => TBillComparison): TBillComparison {
  try {
    return price();
  } catch (error) {
    if (error instanceof BillingInputError) throw fieldErrors({ startDate: ['period_not_priced'] });
    throw error;
  }
}
