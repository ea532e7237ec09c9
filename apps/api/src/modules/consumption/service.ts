import {
  type CCH_DOWNLOAD_TYPES,
  cchChartPart,
  cchRangeProblem,
  chartV1,
  madridDayOf,
  previousYearRange,
  type TCchChartPart,
  type TCchChartType,
  type TCchChartV1,
  type TCchChartV2,
  type TCchRange,
  type TDiscountAt,
  type TLanguage,
  VALIDATION_ERROR,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { ContractRow, ContractsService } from '../contracts/index.ts';
import { readingsCsv, readingsXlsx } from './download-files.ts';
import { downloadRows } from './download-rows.ts';
import type { ConsumptionRepo } from './repo.ts';
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
 * it); undefined until a contract has chosen an option.
 */
export type TDiscountSource = (contractId: number, first: string, last: string) => Promise<TDiscountAt | undefined>;

export const NO_DISCOUNTS: TDiscountSource = async () => undefined;

/**
 * Consumption charts and downloads of one contract (customer-area §7). Ownership first (another
 * customer's contract is a 404 like a missing one), then the range rules of §5, then one read of
 * the supply point's days that both versions of the chart and the downloads are built from.
 */
export class ConsumptionService {
  constructor(
    private readonly repo: ConsumptionRepo,
    private readonly contracts: ContractsService,
    private readonly discounts: TDiscountSource = NO_DISCOUNTS,
    private readonly today: () => string = () => madridDayOf(new Date()),
  ) {}

  async chart(request: TChartRequest): Promise<TCchChartV2> {
    const contract = await this.contracts.owned(request.userId, request.contractName);
    checkRange(request.type, request.range);
    if (request.compare !== 'previous_year') return (await this.parts(contract, request.type, [request.range]))[0]!;
    const [current, previousYear] = await this.parts(contract, request.type, [request.range, previousYearRange(request.range)]);
    return { ...current!, previousYear: previousYear! };
  }

  async chartV1(request: TChartRequest): Promise<TCchChartV1> {
    const contract = await this.contracts.owned(request.userId, request.contractName);
    checkRange(request.type, request.range);
    return chartV1((await this.parts(contract, request.type, [request.range]))[0]!);
  }

  async download(
    request: TChartRequest & { type: (typeof CCH_DOWNLOAD_TYPES)[number]; format: 'csv' | 'xlsx'; language: TLanguage },
  ): Promise<{ bytes: Uint8Array | string; contentType: string; filename: string }> {
    const contract = await this.contracts.owned(request.userId, request.contractName);
    checkRange(request.type, request.range);
    const days = contract.supplyPointId ? await this.repo.days(contract.supplyPointId, request.range.start, request.range.end) : [];
    const rows = downloadRows(request.type, request.range, days);
    const cups = contract.cups ?? '';
    const name = `${DOWNLOAD_LABELS[request.language].file}-${contract.name}-${request.type}-${request.range.start}-${request.range.end}`;
    if (request.format === 'xlsx') {
      return {
        bytes: await readingsXlsx(cups, rows, request.language),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${name}.xlsx`,
      };
    }
    // A byte order mark, so a spreadsheet reads the accents of the header as UTF-8.
    return { bytes: `\uFEFF${readingsCsv(cups, rows, request.language)}`, contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` };
  }

  /**
   * The chart of each range (this year's and, to compare, last year's): the days of all of them
   * in one statement, the last reading, the prices and the discounts read once for all.
   */
  private async parts(contract: ContractRow, type: TCchChartType, ranges: readonly TCchRange[]): Promise<TCchChartPart[]> {
    const tariff = contract.tariffName ?? (contract.type === 'gas' ? 'RL.1' : '2.0TD');
    const supplyPointId = contract.supplyPointId;
    const first = ranges.reduce((min, range) => (range.start < min ? range.start : min), ranges[0]!.start);
    const last = ranges.reduce((max, range) => (range.end > max ? range.end : max), ranges[0]!.end);
    const [daysOfEach, lastReading, prices, discountAt] = await Promise.all([
      supplyPointId ? this.daysOf(supplyPointId, ranges) : ranges.map(() => []),
      supplyPointId ? this.repo.lastReading(supplyPointId, this.today()) : null,
      contract.priceListName ? this.repo.energyPrices(contract.priceListName, contract.type === 'gas' ? 'gas' : 'electricity') : undefined,
      this.discounts(contract.id, first, last),
    ]);
    return ranges.map((range, at) => cchChartPart({ type, tariff, range, days: daysOfEach[at]!, lastReading, prices, discountAt }));
  }

  /** One range reads through days(), the statement whose plan the repository documents; several in one statement. */
  private async daysOf(supplyPointId: number, ranges: readonly TCchRange[]) {
    if (ranges.length === 1) return [await this.repo.days(supplyPointId, ranges[0]!.start, ranges[0]!.end)];
    return this.repo.daysOfRanges(ranges.map((range) => ({ supplyPointId, first: range.start, last: range.end })));
  }
}

/** customer-area §5: cch_invalid_date for a start after the end; one answer holds at most CCH_MAX_DAYS. */
function checkRange(type: TCchChartType, range: TCchRange): void {
  const problem = cchRangeProblem(type, range);
  if (problem) throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { start: [problem] } });
}
