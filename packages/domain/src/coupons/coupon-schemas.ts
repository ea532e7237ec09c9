import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * A web address the portal links to: http or https only, so a stored `javascript:` or `data:`
 * address is refused by the schema (the API would not serialise it, the web would not parse it)
 * rather than reaching an href.
 */
const ZWebUrlSchema = z.url({ protocol: /^https?$/ });

/** The campaign a code belongs to (visitor-and-shell §3.9: campaign {name, description, url}); texts are plain text. */
export const ZCouponCampaignSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  url: ZWebUrlSchema,
});

/** A coupon of a campaign: the customer's own code, as the address that applies it (code_url). */
export const ZCampaignCouponSchema = z.object({
  code_url: ZWebUrlSchema,
  campaign: ZCouponCampaignSchema,
});

/** A coupon told in words: a title and a description, plain text. */
export const ZTextCouponSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
});

/**
 * A coupon (visitor-and-shell §3.9): "code_url and campaign {name, description, url}, or title
 * and description". Exactly one of the two shapes: an object with neither is refused, and
 * so is one that mixes them (a title beside a campaign cannot say which one it is).
 */
export const ZCouponSchema = z.union([ZCampaignCouponSchema.strict(), ZTextCouponSchema.strict()]);

/** GET /user/coupons answers the list, in the order the retailer gave them. */
export const ZCouponsResponseSchema = z.array(ZCouponSchema);

/** `?lang=`: one of the six languages; without it, the request's language (Accept-Language, then the token's). */
export const ZCouponsQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional().describe("the coupons' language; else Accept-Language"),
});

export type TCouponCampaign = z.infer<typeof ZCouponCampaignSchema>;
export type TCampaignCoupon = z.infer<typeof ZCampaignCouponSchema>;
export type TTextCoupon = z.infer<typeof ZTextCouponSchema>;
export type TCoupon = z.infer<typeof ZCouponSchema>;

/** Which of the two shapes a coupon is. */
export const isCampaignCoupon = (coupon: TCoupon): coupon is TCampaignCoupon => 'campaign' in coupon;
