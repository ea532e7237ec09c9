import {
  contractingConfigOf,
  normaliseLanguage,
  type TCnae,
  type TContractingConfigResponse,
  type TLanguage,
  type TProduct,
} from '@portal/domain';
import { sanitise } from '../html-blocks/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { TContactDetails } from '../users/index.ts';
import { prefillOf } from './prefill.ts';
import type { ContractingCatalogueRepo, TLanguageChoice, TOfferFilter } from './repo.ts';

/** The signed-in customer's contact details (modules/users' contactDetailsReader). */
export type TContactDetailsOf = (userId: number) => Promise<TContactDetails | undefined>;

/** What the price-list calls pass: the query as the contract read it, and the request's Accept-Language. */
export interface TPriceListRequest {
  atr: number;
  power?: number;
  selfcons?: '0' | '1' | 'true' | 'false';
  promocode?: string;
  lang?: TLanguage;
  acceptLanguage: string | undefined;
}

/**
 * What the contracting wizards read before and while a visitor fills them in (docs/contracting-products.md):
 * the wizard's configuration, the cnae list, the products a contract step offers, whether a
 * promotional code is valid. Reads only; settings are read first, before any query.
 */
export class ContractingCatalogueService {
  constructor(
    private readonly repo: ContractingCatalogueRepo,
    private readonly settings: Pick<SettingsService, 'privateSettings'>,
    private readonly contactDetails: TContactDetailsOf,
  ) {}

  /**
   * The retailer's switches of §5.6 to §5.9 (contractation.rules over the defaults), the CRM phone of
   * §2.3's help message and, for a signed-in customer, the person step filled in from the profile.
   * The private settings: the same rules the server holds a lead to.
   */
  async config(userId: number | undefined): Promise<TContractingConfigResponse> {
    const settings = await this.settings.privateSettings();
    const rules = contractingConfigOf((settings.contractation as { rules?: unknown }).rules);
    // A settings file may hold anything: only a text is a phone.
    const phoneCrm: unknown = settings.organization?.phone_crm;
    const details = userId === undefined ? undefined : await this.contactDetails(userId);
    return { ...rules, phoneCrm: typeof phoneCrm === 'string' ? phoneCrm : '', prefill: details ? prefillOf(details) : null };
  }

  /** The cnae list (§3.9 cnae {id, name, descripcio}): name is the CNAE code, descripcio its title in the language asked for. */
  async cnaes(acceptLanguage: string | undefined): Promise<TCnae[]> {
    const rows = await this.repo.cnaes(await this.choose(undefined, acceptLanguage));
    return rows.map((row) => ({ id: row.id, name: row.code, descripcio: row.description ?? '' }));
  }

  /** GET pricelist: the electricity products for a tariff, a power, self-consumption or not, perhaps a promotional code. */
  electricityProducts(request: TPriceListRequest): Promise<TProduct[]> {
    return this.products(request, {
      kind: 'electricity',
      tariffId: request.atr,
      powerKw: request.power,
      selfConsumption: request.selfcons === '1' || request.selfcons === 'true',
      promocode: codeOf(request.promocode),
    });
  }

  /** GET gas/pricelist: the gas products for a tariff, perhaps a promotional code; gas has no self-consumption. */
  gasProducts(request: TPriceListRequest): Promise<TProduct[]> {
    return this.products(request, { kind: 'gas', tariffId: request.atr, selfConsumption: false, promocode: codeOf(request.promocode) });
  }

  /** GET leads/validate-coupon: an active offer's promotional code or a customer's referral code, whatever its case. */
  async couponValidity(coupon: string): Promise<{ valid: boolean }> {
    const code = codeOf(coupon);
    return { valid: code !== undefined && (await this.repo.isKnownCode(code)) };
  }

  /**
   * The promotional offers the code opened come first, so the visitor sees what it gave; then the
   * others in the retailer's order (their ids). The description is the retailer's HTML, cleaned
   * as every block of it the portal shows.
   */
  private async products(request: TPriceListRequest, filter: TOfferFilter): Promise<TProduct[]> {
    const rows = await this.repo.offers(filter, await this.choose(request.lang, request.acceptLanguage));
    return rows
      .sort((a, b) => Number(b.promotional) - Number(a.promotional) || a.id - b.id)
      .map((row) => ({ id: row.id, name: row.name, ov_description: sanitise(row.descriptionHtml), ov_link: row.link }));
  }

  /**
   * ?lang= when given, else Accept-Language; a text missing in it shows in the retailer's default
   * language (settings language.default), which is also the answer to a header naming none of ours.
   */
  private async choose(lang: TLanguage | undefined, acceptLanguage: string | undefined): Promise<TLanguageChoice> {
    const fallback = normaliseLanguage((await this.settings.privateSettings()).language.default);
    return { language: lang ?? normaliseLanguage(acceptLanguage, fallback), fallback };
  }
}

/** A code as typed: surrounding spaces dropped; nothing left is no code. */
function codeOf(value: string | undefined): string | undefined {
  const code = value?.trim();
  return code ? code : undefined;
}
