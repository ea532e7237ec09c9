import type { TLanguage } from '@portal/domain';
import { and, asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { couponCampaignTexts, customerCoupons, customerCouponTexts } from '../../db/schema/index.ts';

/** One of the customer's coupons as stored: a campaign's code, or one told in words (campaignId null). */
export interface StoredCoupon {
  id: number;
  campaignId: number | null;
  codeUrl: string | null;
}

export interface CampaignText {
  campaignId: number;
  language: string;
  name: string;
  description: string;
  url: string;
}

export interface CouponText {
  couponId: number;
  language: string;
  title: string;
  description: string;
}

/** SQL of the coupons: only the signed-in user's customer's rows (ownedBy), and their texts in the languages asked for. */
export class CouponsRepo {
  constructor(private readonly db: Database) {}

  async couponsOf(userId: number): Promise<StoredCoupon[]> {
    return this.db
      .select({ id: customerCoupons.id, campaignId: customerCoupons.campaignId, codeUrl: customerCoupons.codeUrl })
      .from(customerCoupons)
      .where(ownedBy(customerCoupons.customerId, userId))
      .orderBy(asc(customerCoupons.id));
  }

  async campaignTexts(campaignIds: number[], languages: readonly TLanguage[]): Promise<CampaignText[]> {
    if (campaignIds.length === 0) return [];
    return this.db
      .select({
        campaignId: couponCampaignTexts.campaignId,
        language: couponCampaignTexts.language,
        name: couponCampaignTexts.name,
        description: couponCampaignTexts.description,
        url: couponCampaignTexts.url,
      })
      .from(couponCampaignTexts)
      .where(and(inArray(couponCampaignTexts.campaignId, campaignIds), inArray(couponCampaignTexts.language, [...languages])));
  }

  async couponTexts(couponIds: number[], languages: readonly TLanguage[]): Promise<CouponText[]> {
    if (couponIds.length === 0) return [];
    return this.db
      .select({
        couponId: customerCouponTexts.couponId,
        language: customerCouponTexts.language,
        title: customerCouponTexts.title,
        description: customerCouponTexts.description,
      })
      .from(customerCouponTexts)
      .where(and(inArray(customerCouponTexts.couponId, couponIds), inArray(customerCouponTexts.language, [...languages])));
  }
}
