import { FALLBACK_LANGUAGE, type TCoupon, type TLanguage } from '@portal/domain';
import type { CouponsRepo } from './repo.ts';

/** The text of `language`, else of the fallback language; a coupon with neither is left out. */
function inLanguage<T extends { language: string }>(texts: T[], language: TLanguage): T | undefined {
  return texts.find((t) => t.language === language) ?? texts.find((t) => t.language === FALLBACK_LANGUAGE);
}

/**
 * The signed-in customer's coupons (customer-area §7, visitor-and-shell §3.9; docs/coupons.md):
 * a campaign's code as { code_url, campaign }, a coupon told in words as { title, description },
 * each in the language asked for, or the fallback language's when it has no text in that one.
 */
export class CouponsService {
  constructor(private readonly repo: CouponsRepo) {}

  async list(userId: number, language: TLanguage): Promise<TCoupon[]> {
    const coupons = await this.repo.couponsOf(userId);
    const languages = [...new Set([language, FALLBACK_LANGUAGE])];
    const campaignIds = [...new Set(coupons.flatMap((c) => (c.campaignId === null ? [] : [c.campaignId])))];
    const textIds = coupons.filter((c) => c.campaignId === null).map((c) => c.id);
    const [campaignTexts, couponTexts] = await Promise.all([
      this.repo.campaignTexts(campaignIds, languages),
      this.repo.couponTexts(textIds, languages),
    ]);
    return coupons.flatMap((coupon): TCoupon[] => {
      if (coupon.campaignId !== null && coupon.codeUrl !== null) {
        const text = inLanguage(
          campaignTexts.filter((t) => t.campaignId === coupon.campaignId),
          language,
        );
        return text ? [{ code_url: coupon.codeUrl, campaign: { name: text.name, description: text.description, url: text.url } }] : [];
      }
      const text = inLanguage(
        couponTexts.filter((t) => t.couponId === coupon.id),
        language,
      );
      return text ? [{ title: text.title, description: text.description }] : [];
    });
  }
}
