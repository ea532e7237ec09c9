import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { languageCheck } from './language-check.ts';

/** A coupon campaign (a referral scheme, a seasonal offer): its words and page are per language (couponCampaignTexts). */
export const couponCampaigns = pgTable('coupon_campaigns', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A campaign's name, description (plain text) and page in one language. */
export const couponCampaignTexts = pgTable(
  'coupon_campaign_texts',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => couponCampaigns.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.language] }),
    languageCheck('coupon_campaign_texts_language_check', t.language),
    check('coupon_campaign_texts_url_check', sql`${t.url} ~ '^https?://'`),
  ],
);

/**
 * A customer's coupon, of one of the two shapes of visitor-and-shell §3.9: a code of a campaign
 * (campaign_id, code and the address that applies it, code_url), or a coupon told in words
 * (no campaign; its title and description per language in customerCouponTexts).
 */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => couponCampaigns.id, { onDelete: 'cascade' }),
    code: text('code'),
    codeUrl: text('code_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_coupons_customer_idx').on(t.customerId, t.id),
    uniqueIndex('customer_coupons_code_key').on(t.code),
    // A promotional code typed in a wizard is matched whatever its case (modules/contracting-catalogue).
    index('customer_coupons_code_upper_idx').on(sql`upper(${t.code})`),
    check(
      'customer_coupons_shape_check',
      sql`(${t.campaignId} is null) = (${t.code} is null) and (${t.campaignId} is null) = (${t.codeUrl} is null)`,
    ),
    check('customer_coupons_code_url_check', sql`${t.codeUrl} ~ '^https?://'`),
  ],
);

/** A coupon's title and description (plain text) in one language, for a coupon without a campaign. */
export const customerCouponTexts = pgTable(
  'customer_coupon_texts',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => customerCoupons.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.language] }), languageCheck('customer_coupon_texts_language_check', t.language)],
);
