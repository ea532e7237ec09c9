import type { TContract, TContractListInfoResponse, TContractListResponse, TLanguage, TVirtualBatteryLink } from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import { toContract } from './contract-mapper.ts';
import type { ContractRow, ContractSupply } from './contract-query.ts';
import { type ContractUpdates, contractUpdates } from './contract-updates.ts';
import type { ContractsRepo } from './repo.ts';

export interface ContractListQuery {
  type?: 'electricity' | 'gas';
  filter?: string;
  offset: number;
  limit: number;
}

// A search of many words is as slow as its words; more than this is not a search anyone types.
const MAX_SEARCH_WORDS = 8;

/**
 * The bateria_virtual of each contract by id (customer-area §3), for a whole page at once: the
 * virtual-batteries module's reader (virtualBatteryLinksReader).
 */
export type TBatteryLinksOf = (contracts: readonly { id: number; type: string }[]) => Promise<Map<number, TVirtualBatteryLink[]>>;

const NO_BATTERIES: TBatteryLinksOf = async () => new Map();

export class ContractsService {
  /** The writes of contracts, their supply points and notification addresses: a change applied at once calls them in its transaction. */
  readonly updates: ContractUpdates = contractUpdates;

  constructor(
    private readonly repo: ContractsRepo,
    private readonly batteryLinks: TBatteryLinksOf = NO_BATTERIES,
  ) {}

  async listInfo(userId: number): Promise<TContractListInfoResponse> {
    const counts = await this.repo.countByType(userId);
    return { result: { electricity: { n_items: counts.electricity ?? 0 }, gas: { n_items: counts.gas ?? 0 } } };
  }

  /** `language` writes the attachments' sizes ('1,5 MB', '1.5 MB'). */
  async list(userId: number, query: ContractListQuery, language: TLanguage): Promise<TContractListResponse> {
    const words = (query.filter ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
    const page = await this.repo.list(userId, { type: query.type, words, offset: query.offset, limit: query.limit });
    const links = await this.batteryLinks(page.rows);
    return {
      n_items: page.total,
      offset: query.offset,
      limit: query.limit,
      items: page.rows.map((row) => toContract(row, language, links.get(row.id))),
    };
  }

  async detail(userId: number, name: string, language: TLanguage, type?: string): Promise<TContract> {
    const row = await this.owned(userId, name, type);
    const links = await this.batteryLinks([row]);
    return toContract(row, language, links.get(row.id));
  }

  /**
   * The user's contract of that name (and type, when the call names one). Someone else's
   * contract answers exactly like one that does not exist, so names cannot be probed.
   */
  async owned(userId: number, name: string, type?: string): Promise<ContractRow> {
    const row = await this.repo.findByName(userId, name);
    if (!row || (type !== undefined && row.type !== type)) throw new ApiError(404, 'contract_not_found', 'contract_not_found');
    return row;
  }

  /** The user's contract of that name as its readings need it (its supply point, tariff and price list), owned as owned() checks it. */
  async ownedSupply(userId: number, name: string): Promise<ContractSupply> {
    const row = await this.repo.findSupplyByName(userId, name);
    if (!row) throw new ApiError(404, 'contract_not_found', 'contract_not_found');
    return row;
  }
}
