import { type TCampaignCoupon, type TTextCoupon, ZCouponsResponseSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponCampaigns, couponCampaignTexts, customerCoupons, customerCouponTexts, customers } from '../../db/schema/index.ts';
import { DEMO_FRIEND_CAMPAIGN, DEMO_FRIEND_CODE, DEMO_TEXT_COUPON, friendCodeUrl } from '../../seed/demo/demo-coupons.ts';
import { testCustomerTaxId } from '../../seed/e2e/test-customer-ids.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const HOUSEHOLD = '12345678Z';
const URL = '/api/v1/user/coupons';

describe('GET /api/v1/user/coupons (customer-area §7)', () => {
  let t: TestApp;
  let household: string;
  beforeAll(async () => {
    t = await createTestApp({ testCustomers: 1 });
    household = await t.login(HOUSEHOLD);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

  it("answers the household's two coupons, one of each shape, in the language asked for", async () => {
    for (const lang of ['ca-ES', 'de-DE'] as const) {
      const res = await get(`${URL}?lang=${lang}`, household);
      expect(res.statusCode).toBe(200);
      const coupons = ZCouponsResponseSchema.parse(res.json());
      expect(coupons).toEqual([
        { code_url: friendCodeUrl(DEMO_FRIEND_CODE), campaign: DEMO_FRIEND_CAMPAIGN[lang] } satisfies TCampaignCoupon,
        DEMO_TEXT_COUPON[lang] satisfies TTextCoupon,
      ]);
    }
  });

  it('without ?lang= answers in the Accept-Language, else in the token’s language', async () => {
    const spanish = ZCouponsResponseSchema.parse((await get(URL, household, { 'accept-language': 'es-ES,es;q=0.9' })).json());
    expect(spanish[1]).toEqual(DEMO_TEXT_COUPON['es-ES']);
    const french = ZCouponsResponseSchema.parse((await get(`${URL}?lang=fr-FR`, household, { 'accept-language': 'es-ES' })).json());
    expect(french[1]).toEqual(DEMO_TEXT_COUPON['fr-FR']);
  });

  it('refuses a language that is not one of the six with 400', async () => {
    for (const lang of ['it-IT', 'xx', '']) {
      const res = await get(`${URL}?lang=${encodeURIComponent(lang)}`, household);
      expect(res.statusCode, lang).toBe(400);
    }
  });

  it("never answers another customer's coupons", async () => {
    // The company persona has none; the test customer (a copy of the household) has its own code.
    const company = await get(`${URL}?lang=en-US`, await t.login('B58378431'));
    expect(company.statusCode).toBe(200);
    expect(company.json()).toEqual([]);
    const copy = ZCouponsResponseSchema.parse((await get(`${URL}?lang=en-US`, await t.login(testCustomerTaxId(1)))).json());
    expect(copy).toHaveLength(2);
    expect(copy[0]).toMatchObject({ campaign: DEMO_FRIEND_CAMPAIGN['en-US'] });
    expect(copy[0]).not.toMatchObject({ code_url: friendCodeUrl(DEMO_FRIEND_CODE) });
  });

  it('a coupon added for one customer shows to that customer only, in the fallback language when it has no text in the one asked for', async () => {
    const { db } = t.database;
    const [company] = await db.select({ id: customers.id }).from(customers).where(eq(customers.taxId, 'B58378431'));
    const [coupon] = await db.insert(customerCoupons).values({ customerId: company!.id }).returning({ id: customerCoupons.id });
    await db
      .insert(customerCouponTexts)
      .values({ couponId: coupon!.id, language: 'ca-ES', title: 'Només per a l’empresa', description: '<b>text</b>' });
    const [campaign] = await db.insert(couponCampaigns).values({}).returning({ id: couponCampaigns.id });
    await db
      .insert(couponCampaignTexts)
      .values({ campaignId: campaign!.id, language: 'en-US', name: 'Only in English', description: '', url: 'https://a.example/' });
    await db
      .insert(customerCoupons)
      .values({ customerId: company!.id, campaignId: campaign!.id, code: 'B2B-1', codeUrl: 'https://a.example/?c=B2B-1' });

    const companyToken = await t.login('B58378431');
    const german = ZCouponsResponseSchema.parse((await get(`${URL}?lang=de-DE`, companyToken)).json());
    // The text coupon falls back to Catalan and its text is answered as written (the web shows it as text);
    // the campaign has neither German nor Catalan words, so it is left out.
    expect(german).toEqual([{ title: 'Només per a l’empresa', description: '<b>text</b>' }]);

    const mine = ZCouponsResponseSchema.parse((await get(`${URL}?lang=de-DE`, household)).json());
    expect(mine).toHaveLength(2);
    expect(JSON.stringify(mine)).not.toContain('empresa');
  });

  it('needs a token: 401 without one', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });

  it('a read-only token reads them', async () => {
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken(HOUSEHOLD))!;
    const res = await get(`${URL}?lang=gl-ES`, readOnly);
    expect(res.statusCode).toBe(200);
    expect(ZCouponsResponseSchema.parse(res.json())[1]).toEqual(DEMO_TEXT_COUPON['gl-ES']);
  });
});
