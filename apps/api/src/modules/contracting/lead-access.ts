import type { TContractingType, TSettings, TTokenClaims } from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import { keyMatches } from './lead-cookie.ts';
import type { ContractingRepo, CustomerRow, LeadRow } from './repo.ts';

/** The signed-in customer behind a request's token. */
export interface Who {
  userId: number;
  customer: CustomerRow;
}

/** The browser's cookie of a wizard, as lead-cookie.ts reads it. */
export type TCookieOf = (type: TContractingType) => { id: number; key: string } | undefined;

/** One answer for a lead that does not exist and one that is someone else's: ids cannot be probed. */
export const leadNotFound = () => new ApiError(404, 'lead_not_found', 'lead_not_found');

/**
 * Who may touch a lead (docs/contracting.md, "The lead's key"), and whether the wizards are open:
 * the browser whose cookie holds the lead's key, or the signed-in customer whose lead it is.
 */
export class LeadAccess {
  constructor(
    private readonly repo: ContractingRepo,
    private readonly settings: Pick<SettingsService, 'privateSettings'>,
  ) {}

  async who(identity: TTokenClaims | null): Promise<Who | undefined> {
    if (!identity) return undefined;
    const customer = await this.repo.customerOfUser(identity.user_id);
    return customer ? { userId: identity.user_id, customer } : undefined;
  }

  /**
   * The settings, once the wizard of `type` is known to be open: 404 when the retailer turned it
   * off (contractation.<type>.enabled), 401 for a visitor when only customers may contract
   * (contractation.authenticate).
   */
  async open(type: TContractingType, who: Who | undefined): Promise<TSettings> {
    const settings = await this.settings.privateSettings();
    if (settings.contractation[type]?.enabled !== true) throw new ApiError(404, 'not_found', 'not_found');
    if (settings.contractation.authenticate && !who) throw new ApiError(401, 'token_missing', 'token_invalid');
    return settings;
  }

  /**
   * The lead, when this request may touch it: its cookie (id and key, compared in constant time),
   * unless the request is signed in as another customer than the lead's (a customer continues
   * only their own lead), or its own signed-in customer from any browser. Anything else, another
   * visitor's lead included, is 404 like a lead that does not exist.
   */
  async lead(id: number, type: TContractingType | undefined, cookieOf: TCookieOf, who: Who | undefined): Promise<LeadRow> {
    const lead = await this.repo.find(id);
    if (!lead || (type !== undefined && lead.type !== type)) throw leadNotFound();
    const customers = lead.customerId !== null && who?.customer.id === lead.customerId;
    const cookie = cookieOf(lead.type as TContractingType);
    const keyHeld = cookie !== undefined && cookie.id === lead.id && keyMatches(cookie.key, lead.keyHash);
    const browsers = keyHeld && (who === undefined || lead.customerId === null || customers);
    if (!customers && !browsers) throw leadNotFound();
    return lead;
  }
}
