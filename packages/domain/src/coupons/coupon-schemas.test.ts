import { describe, expect, it } from 'vitest';
import { isCampaignCoupon, ZCouponSchema, ZCouponsQuerySchema, ZCouponsResponseSchema } from './coupon-schemas.ts';

const CAMPAIGN = {
  code_url: 'https://www.energiademo.example/amic?codi=AMIC-7Q4K',
  campaign: { name: 'Friend discount', description: 'Bring a friend: 25 € for each of you.', url: 'https://www.energiademo.example/amic' },
};
const TEXT = { title: 'Summer bonus', description: '10% off the energy term of your July invoice.' };

describe('a coupon (visitor-and-shell §3.9)', () => {
  it('is a code URL with its campaign', () => {
    const coupon = ZCouponSchema.parse(CAMPAIGN);
    expect(coupon).toEqual(CAMPAIGN);
    expect(isCampaignCoupon(coupon)).toBe(true);
  });

  it('or a title and a description', () => {
    const coupon = ZCouponSchema.parse(TEXT);
    expect(coupon).toEqual(TEXT);
    expect(isCampaignCoupon(coupon)).toBe(false);
  });

  it('a list may hold both shapes, and none', () => {
    expect(ZCouponsResponseSchema.parse([CAMPAIGN, TEXT])).toHaveLength(2);
    expect(ZCouponsResponseSchema.parse([])).toEqual([]);
  });

  it.each([
    ['an empty object', {}],
    ['a code URL without its campaign', { code_url: CAMPAIGN.code_url }],
    ['a campaign without its code URL', { campaign: CAMPAIGN.campaign }],
    ['a campaign without a name', { ...CAMPAIGN, campaign: { description: 'x', url: 'https://a.example/' } }],
    ['a campaign without a URL', { ...CAMPAIGN, campaign: { name: 'x', description: 'x' } }],
    ['a title without a description', { title: 'x' }],
    ['an empty title', { title: '', description: 'x' }],
    ['a number as title', { title: 7, description: 'x' }],
    ['the two shapes mixed', { ...CAMPAIGN, ...TEXT }],
    ['a javascript: code URL', { ...CAMPAIGN, code_url: 'javascript:alert(1)' }],
    ['a data: campaign URL', { ...CAMPAIGN, campaign: { ...CAMPAIGN.campaign, url: 'data:text/html,<script>alert(1)</script>' } }],
    ['a relative code URL', { ...CAMPAIGN, code_url: '/amic' }],
    ['null', null],
    ['a string', 'AMIC-7Q4K'],
  ])('refuses %s', (_, value) => {
    expect(ZCouponSchema.safeParse(value).success).toBe(false);
  });
});

describe('?lang=', () => {
  it('is optional and one of the six languages', () => {
    expect(ZCouponsQuerySchema.parse({})).toEqual({});
    expect(ZCouponsQuerySchema.parse({ lang: 'gl-ES' })).toEqual({ lang: 'gl-ES' });
  });

  it.each(['xx-XX', 'it-IT', '', 'es_ES; DROP TABLE', 'ca-ES\u0000'])('refuses %j', (lang) => {
    expect(ZCouponsQuerySchema.safeParse({ lang }).success).toBe(false);
  });
});
