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
 * it); none until a contract has chosen an option.
 */
export type TDiscountSource = (contractId: number, first: string, last: string) => Promise<TDiscountAt>;

export const NO_DISCOUNTS: TDiscountSource = async () => () => 0;

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
    const current = await this.part(contract, request.type, request.range);
    if (request.compare !== 'previous_year') return current;
    return { ...current, previousYear: await this.part(contract, request.type, previousYearRange(request.range)) };
  }

  async chartV1(request: TChartRequest): Promise<TCchChartV1> {
    const contract = await this.contracts.owned(request.userId, request.contractName);
    checkRange(request.type, request.range);
    return chartV1(await this.part(contract, request.type, request.range));
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

  private async part(contract: ContractRow, type: TCchChartType, range: TCchRange): Promise<TCchChartPart> {
    const tariff = contract.tariffName ?? (contract.type === 'gas' ? 'RL.1' : '2.0TD');
    const supplyPointId = contract.supplyPointId;
    const [days, lastReading, prices, discountAt] = await Promise.all([
      supplyPointId ? this.repo.days(supplyPointId, range.start, range.end) : [],
      supplyPointId ? this.repo.lastReading(supplyPointId, this.today()) : null,
      contract.priceListName ? this.repo.energyPrices(contract.priceListName, contract.type === 'gas' ? 'gas' : 'electricity') : undefined,
      this.discounts(contract.id, range.start, range.end),
    ]);
    return cchChartPart({ type, tariff, range, days, lastReading, prices, discountAt });
  }
}

/** customer-area §5: cch_invalid_date for a start after the end; one answer holds at most CCH_MAX_DAYS. */
function checkRange(type: TCchChartType, range: TCchRange): void {
  const problem = cchRangeProblem(type, range);
  if (problem) throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { start: [problem] } });
}
