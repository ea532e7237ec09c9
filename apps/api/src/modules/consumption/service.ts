import { createHash } from 'node:crypto';
import {
  type CCH_DOWNLOAD_TYPES,
  cchRangeProblem,
  chartV1,
  drawnChartPart,
  keepableMonths,
  madridDayOf,
  monthBuckets,
  monthDayBuckets,
  plainOf,
  previousYearRange,
  pricesOfMonth,
  rangesToRead,
  type TCchChartInput,
  type TCchChartPart,
  type TCchChartType,
  type TCchChartV1,
  type TCchRange,
  type TDiscountAt,
  type TDrawnChartPart,
  type TDrawnChartV2,
  type TEnergyPrices,
  type TLanguage,
  type TMonthBucket,
  type TMonthDays,
  type TStoredDay,
  VALIDATION_ERROR,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import { ReferenceCache } from '../../platform/runtime/reference-cache.ts';
import type { ContractSupply, ContractsService } from '../contracts/index.ts';
import { readingsCsv, readingsXlsx, type TEachRow } from './download-files.ts';
import { downloadRows, eachDownloadRow } from './download-rows.ts';
import type { ConsumptionRepo, TKeptOf, TMonthState } from './repo.ts';
import { DOWNLOAD_LABELS } from './texts/index.ts';

export interface TChartRequest {
  userId: number;
  contractName: string;
  type: TCchChartType;
  range: TCchRange;
  compare?: 'previous_year';
}

/**
 * The tariff option discount of a contract by day and hour (the tariff-options module answers
 * it), with a key that changes whenever the discount could (the dated choices it is drawn from);
 * undefined until a contract has chosen an option.
 */
export interface TDiscounts {
  at: TDiscountAt;
  key: string;
}
export type TDiscountSource = (contractId: number, first: string, last: string) => Promise<TDiscounts | undefined>;

export const NO_DISCOUNTS: TDiscountSource = async () => undefined;

/**
 * Consumption charts and downloads of one contract (customer-area §7). Ownership first (another
 * customer's contract is a 404 like a missing one), then the range rules of §5, then one read of
 * the supply point's days that both versions of the chart and the downloads are built from.
 */
export class ConsumptionService {
  private readonly priceLists = new ReferenceCache(PRICES_KEPT_MS);

  constructor(
    private readonly repo: ConsumptionRepo,
    private readonly contracts: ContractsService,
    private readonly discounts: TDiscountSource = NO_DISCOUNTS,
    /** Where kept months are written: the primary, when `repo` reads a replica. */
    private readonly keptMonths: Pick<ConsumptionRepo, 'keepMonths'> = repo,
    private readonly today: () => string = () => madridDayOf(new Date()),
  ) {}

  /** The chart as drawn: its long series may be typed arrays, which chartJson writes. */
  async chart(request: TChartRequest): Promise<TDrawnChartV2> {
    const contract = await this.contracts.ownedSupply(request.userId, request.contractName);
    checkRange(request.type, request.range);
    if (request.compare !== 'previous_year') return (await this.parts(contract, request.type, [request.range]))[0]!;
    const [current, previousYear] = await this.parts(contract, request.type, [request.range, previousYearRange(request.range)]);
    return { ...current!, previousYear: previousYear! };
  }

  async chartV1(request: TChartRequest): Promise<TCchChartV1> {
    const contract = await this.contracts.ownedSupply(request.userId, request.contractName);
    checkRange(request.type, request.range);
    return chartV1(plainOf<TCchChartPart>((await this.parts(contract, request.type, [request.range]))[0]!));
  }

  async download(
    request: TChartRequest & { type: (typeof CCH_DOWNLOAD_TYPES)[number]; format: 'csv' | 'xlsx'; language: TLanguage },
  ): Promise<{ bytes: Uint8Array | string; contentType: string; filename: string }> {
    const contract = await this.contracts.ownedSupply(request.userId, request.contractName);
    checkRange(request.type, request.range);
    const days = contract.supplyPointId ? await this.repo.days(contract.supplyPointId, request.range.start, request.range.end) : [];
    const cups = contract.cups ?? '';
    const name = `${DOWNLOAD_LABELS[request.language].file}-${contract.name}-${request.type}-${request.range.start}-${request.range.end}`;
    if (request.format === 'xlsx') {
      return {
        bytes: await readingsXlsx(cups, downloadRows(request.type, request.range, days), request.language),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${name}.xlsx`,
      };
    }
    const eachRow: TEachRow = (visit) => eachDownloadRow(request.type, request.range, days, visit);
    const expectedRows = days.length * (request.type === 'hourly' ? 24 : 96);
    return {
      bytes: readingsCsv(cups, eachRow, request.language, expectedRows),
      contentType: 'text/csv; charset=utf-8',
      filename: `${name}.csv`,
    };
  }

  /**
   * The chart of each range (this year's and, to compare, last year's): the days of all of them
   * in one statement, the last reading, the prices and the discounts read once for all. A monthly
   * or daily chart takes its whole past months (or their days) as kept (kept-months.ts) and reads
   * only the other days.
   */
  private async parts(contract: ContractSupply, type: TCchChartType, ranges: readonly TCchRange[]): Promise<TDrawnChartPart[]> {
    const tariff = contract.tariffName ?? (contract.type === 'gas' ? 'RL.1' : '2.0TD');
    const supplyPointId = contract.supplyPointId;
    const first = ranges.reduce((min, range) => (range.start < min ? range.start : min), ranges[0]!.start);
    const last = ranges.reduce((max, range) => (range.end > max ? range.end : max), ranges[0]!.end);
    const today = this.today();
    const keptOf = type === 'monthly' || type === 'daily' ? type : null;
    const months = keptOf && supplyPointId ? [...new Set(ranges.flatMap((range) => keepableMonths(range, today)))].sort() : [];
    const [{ states, lastReading }, prices, discounts] = await Promise.all([
      this.statesAndLastReading(supplyPointId, keptOf, months, today),
      contract.priceListName ? this.energyPrices(contract.priceListName, contract.type === 'gas' ? 'gas' : 'electricity') : undefined,
      this.discounts(contract.id, first, last),
    ]);
    const drawing = { tariff, lastReading, ...(prices ? { prices } : {}), ...(discounts ? { discountAt: discounts.at } : {}) };
    const fingerprints = new Map(months.map((month) => [month, monthFingerprint(tariff, pricesOfMonth(prices, month), discounts?.key)]));
    // Each month's bucket (monthly) or days (daily) as kept, still JSON: parsed once found current.
    const kept = new Map<string, string>();
    for (const [month, state] of states) {
      if (state.kept && state.kept.version === state.version && state.kept.fingerprint === fingerprints.get(month)) {
        kept.set(month, state.kept.json);
      }
    }
    const toRead = ranges.map((range) => rangesToRead(range, new Set(kept.keys())));
    const daysOfEach = supplyPointId ? await this.daysOf(supplyPointId, toRead) : ranges.map(() => []);
    // A month whose readings were never written (no version) is empty: nothing worth keeping.
    const toKeep = months.filter((month) => !kept.has(month) && states.has(month));
    if (keptOf && supplyPointId && toKeep.length > 0) {
      await this.keep(keptOf, supplyPointId, drawing, toKeep, daysOfEach.flat(), states, fingerprints);
    }
    const keptInput =
      keptOf === 'monthly'
        ? { kept: parsedEach<TMonthBucket>(kept) }
        : keptOf === 'daily'
          ? { keptDays: parsedEach<TMonthDays>(kept) }
          : {};
    return ranges.map((range, at) => drawnChartPart({ type, range, days: daysOfEach[at]!, ...drawing, ...keptInput }));
  }

  /** The kept months' states a monthly or daily chart reads, and the last reading every chart shows. */
  private async statesAndLastReading(
    supplyPointId: number | null,
    keptOf: TKeptOf | null,
    months: readonly string[],
    today: string,
  ): Promise<{ states: Map<string, TMonthState>; lastReading: string | null }> {
    if (!supplyPointId) return { states: new Map(), lastReading: null };
    if (keptOf && months.length > 0) return this.repo.monthStates(supplyPointId, months[0]!, months[months.length - 1]!, keptOf, today);
    return { states: new Map(), lastReading: await this.repo.lastReading(supplyPointId, today) };
  }

  /** A price list's energy prices, as kept for PRICES_KEPT_MS. */
  private energyPrices(priceListName: string, kind: 'electricity' | 'gas'): Promise<TEnergyPrices> {
    return this.priceLists.get(`${kind}:${priceListName}`, () => this.repo.energyPrices(priceListName, kind));
  }

  /**
   * Months just drawn from their days, kept at the version read before the days were: their
   * buckets, and for a daily chart their days too.
   */
  private async keep(
    chart: TKeptOf,
    supplyPointId: number,
    drawing: Omit<TCchChartInput, 'type' | 'range' | 'days'>,
    months: readonly string[],
    days: readonly TStoredDay[],
    states: ReadonlyMap<string, TMonthState>,
    fingerprints: ReadonlyMap<string, string>,
  ): Promise<void> {
    const wanted = new Set(months);
    // Overlapping ranges read a day twice: each month is drawn from its days once.
    const ofMonths = [...new Map(days.filter((day) => wanted.has(day.day.slice(0, 7))).map((day) => [day.day, day])).values()];
    const buckets = monthBuckets({ ...drawing, days: ofMonths }, months);
    const dayBuckets = chart === 'daily' ? monthDayBuckets({ ...drawing, days: ofMonths }, months) : undefined;
    await this.keptMonths.keepMonths(
      supplyPointId,
      months.map((month) => ({
        month,
        // Only months with a version are kept (parts()): the version read before their days.
        version: states.get(month)!.version,
        fingerprint: fingerprints.get(month)!,
        bucket: JSON.stringify(buckets.get(month)),
        ...(dayBuckets ? { days: JSON.stringify(dayBuckets.get(month)) } : {}),
      })),
    );
  }

  /** Each range's days, read in one statement; one range of one part reads through days(), the statement whose plan the repository documents. */
  private async daysOf(supplyPointId: number, parts: readonly (readonly TCchRange[])[]): Promise<TStoredDay[][]> {
    const flat = parts.flat();
    if (flat.length === 0) return parts.map(() => []);
    if (flat.length === 1 && parts.length === 1) return [await this.repo.days(supplyPointId, flat[0]!.start, flat[0]!.end)];
    const lists = await this.repo.daysOfRanges(flat.map((range) => ({ supplyPointId, first: range.start, last: range.end })));
    let next = 0;
    return parts.map((ofRange) => ofRange.flatMap(() => lists[next++]!));
  }
}

/**
 * How long an instance keeps a price list's energy prices: every chart costs its slots with them,
 * and reading them was one of a monthly chart's five statements (docs/performance.md). A retailer
 * edits a price list now and then; charts show the edit within a minute (and draw the kept months
 * it reaches again, their fingerprint being of the prices).
 */
export const PRICES_KEPT_MS = 60_000;

/**
 * What a kept month was drawn from besides its readings: the drawing's format (bump it when
 * calendar-chart.ts or the tariff periods change what a month or a day sums to), the tariff, the
 * prices its days are priced at and the tariff options' choices.
 */
const KEPT_MONTH_FORMAT = 1;

function monthFingerprint(tariff: string, prices: TEnergyPrices | undefined, discounts: string | undefined): string {
  const drawnFrom = JSON.stringify([KEPT_MONTH_FORMAT, tariff, prices ?? null, discounts ?? null]);
  let fingerprint = FINGERPRINTS.get(drawnFrom);
  if (fingerprint === undefined) {
    fingerprint = createHash('sha256').update(drawnFrom).digest('base64url');
    if (FINGERPRINTS.size >= 1024) FINGERPRINTS.clear();
    FINGERPRINTS.set(drawnFrom, fingerprint);
  }
  return fingerprint;
}

/**
 * Fingerprints by what they hash: a monthly chart asks for twelve, and a price list's months
 * mostly share their prices, so most are hashed once per process. At most 1,024 kept (each a few
 * hundred bytes).
 */
const FINGERPRINTS = new Map<string, string>();

/** Each kept JSON text parsed, by month. */
function parsedEach<T>(texts: ReadonlyMap<string, string>): Map<string, T> {
  const parsed = new Map<string, T>();
  for (const [month, text] of texts) parsed.set(month, JSON.parse(text) as T);
  return parsed;
}

/** customer-area §5: cch_invalid_date for a start after the end; one answer holds at most CCH_MAX_DAYS. */
function checkRange(type: TCchChartType, range: TCchRange): void {
  const problem = cchRangeProblem(type, range);
  if (problem) throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { start: [problem] } });
}
