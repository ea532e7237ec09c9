import type { TLanguage } from '@portal/domain';
import { and, asc, type Column, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { cnaes, cnaeTexts, customerCoupons, priceLists, productOffers, productOfferTexts, tariffs } from '../../db/schema/index.ts';

/** The language asked for and the retailer's default, its fallback (they may be the same). */
export interface TLanguageChoice {
  language: TLanguage;
  fallback: TLanguage;
}

/** Which offers a wizard's contract step may show (docs/contracting-products.md, "How offers are chosen"). */
export interface TOfferFilter {
  kind: 'electricity' | 'gas';
  tariffId: number;
  /** The contracted power in kW; the gas products have no power range. */
  powerKw?: number;
  /** Electricity: whether the point has self-consumption; gas never has. */
  selfConsumption: boolean;
  /** Trimmed, not empty; undefined shows only the offers open to everyone. */
  promocode?: string;
}

export interface TOfferRow {
  id: number;
  name: string;
  descriptionHtml: string;
  link: string;
  promotional: boolean;
}

export interface TCnaeRow {
  id: number;
  code: string;
  description: string | null;
}

// The retailer's whole CNAE-2009 list is 629 classes, a price list's offers a handful: bounds far
// above either, so a table filled by mistake cannot make an anonymous answer unbounded.
const MAX_CNAES = 2000;
const MAX_OFFERS = 100;

/**
 * A text in the language asked for, else the default language, else any (in a stable order): the
 * order DISTINCT ON keeps the first row of, after the distinct key.
 */
const languagePreference = (language: Column, { language: asked, fallback }: TLanguageChoice): SQL[] => [
  sql`${language} = ${asked} desc`,
  sql`${language} = ${fallback} desc`,
  asc(language),
];

/** The catalogue's reads: its own tables, price lists and tariffs (modules/contracts'), referral codes (modules/coupons'). */
export class ContractingCatalogueRepo {
  constructor(private readonly db: Database) {}

  /** Every cnae with its description in the language chosen (null when it has none at all), by code. */
  async cnaes(choice: TLanguageChoice): Promise<TCnaeRow[]> {
    const rows = await this.db
      .selectDistinctOn([cnaes.code], { id: cnaes.id, code: cnaes.code, description: cnaeTexts.description })
      .from(cnaes)
      .leftJoin(cnaeTexts, eq(cnaeTexts.cnaeId, cnaes.id))
      .orderBy(cnaes.code, ...languagePreference(cnaeTexts.language, choice))
      .limit(MAX_CNAES);
    return rows;
  }

  /**
   * The active offers that match, each with its name and description in the language chosen, in
   * id order; an offer without any text has no name to show and is left out. Plan:
   * product_offers_tariff_idx finds the tariff's active offers (a few), each joined by primary key.
   */
  offers(filter: TOfferFilter, choice: TLanguageChoice): Promise<TOfferRow[]> {
    const conditions: SQL[] = [
      eq(productOffers.tariffId, filter.tariffId),
      eq(productOffers.active, true),
      eq(priceLists.kind, filter.kind),
      eq(tariffs.kind, filter.kind),
      inArray(productOffers.selfConsumption, filter.selfConsumption ? ['any', 'only'] : ['any', 'never']),
      filter.promocode === undefined
        ? isNull(productOffers.promocode)
        : (or(isNull(productOffers.promocode), sql`upper(${productOffers.promocode}) = upper(${filter.promocode}::text)`) as SQL),
    ];
    if (filter.powerKw !== undefined) {
      conditions.push(
        lte(productOffers.minPowerKw, filter.powerKw),
        or(isNull(productOffers.maxPowerKw), gte(productOffers.maxPowerKw, filter.powerKw)) as SQL,
      );
    }
    return this.db
      .selectDistinctOn([productOffers.id], {
        id: productOffers.id,
        name: productOfferTexts.name,
        descriptionHtml: productOfferTexts.descriptionHtml,
        link: productOffers.link,
        promotional: sql<boolean>`${productOffers.promocode} is not null`,
      })
      .from(productOffers)
      .innerJoin(priceLists, eq(priceLists.id, productOffers.priceListId))
      .innerJoin(tariffs, eq(tariffs.id, productOffers.tariffId))
      .innerJoin(productOfferTexts, eq(productOfferTexts.offerId, productOffers.id))
      .where(and(...conditions))
      .orderBy(productOffers.id, ...languagePreference(productOfferTexts.language, choice))
      .limit(MAX_OFFERS);
  }

  /**
   * Whether `code` is an active offer's promotional code or a customer's referral code, whatever
   * its case. Plan: the offers are a handful (a scan); the referral codes, one per referring
   * customer, are found through customer_coupons_code_upper_idx (upper(code)).
   */
  async isKnownCode(code: string): Promise<boolean> {
    const [row] = rowsOf<{ valid: boolean }>(
      await this.db.execute(sql`select (
          exists (select from ${productOffers} where ${productOffers.active} and upper(${productOffers.promocode}) = upper(${code}::text))
          or exists (select from ${customerCoupons} where upper(${customerCoupons.code}) = upper(${code}::text))
        ) as valid`),
    );
    return row?.valid === true;
  }
}
