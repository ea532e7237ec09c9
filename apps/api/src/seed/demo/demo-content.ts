import { LANGUAGES } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { banners, featureFlags, htmlElements, htmlElementTexts, htmlRoutes, htmlRouteTexts, settings } from '../../db/schema/index.ts';
import { demoHtml } from './demo-content-html.ts';
import { DEMO_TEXTS } from './demo-content-texts.ts';
import { tariffPagePrices } from './demo-tariff-page-prices.ts';

/** The demo retailer's public settings; everything else keeps the built-in defaults. */
export const DEMO_PUBLIC_SETTINGS = {
  // The company persona has multipoint invoices; the tab shows only to customers that have some.
  // Claims (customer-area §2, §6): the menu entry and the contract card's claim button are on;
  // contactAutoReads: the customer-service page's autoreads variant (?autolectures=true) too.
  features: {
    displayTypes: ['multipoint', 'electricity', 'gas'],
    showCoupons: true,
    reclamATCMenu: true,
    reclamATCContract: true,
    contactAutoReads: true,
  },
  organization: {
    name: 'Energia Demo',
    phone_crm: '900 828 282',
    email: 'atencio@energiademo.example',
    schedule: { from: '8h', to: '20h' },
    // What every invoice names the retailer by (docs/billing.md, "What the invoice shows and why").
    tax_id: 'B65410011',
    address: 'Carrer de la Llum 12, 08001 Barcelona',
    // The due date every invoice states: this many days after its issue date.
    payment_term_days: 20,
  },
  // The visitor tools (docs/comparator-api.md): each comparator prices with our product for the
  // visitor's access tariff; 6.1TD is not compared (high voltage).
  comparator: {
    enabled: true,
    offers: { '2.0TD': 'LLUM_ESTABLE_20TD', '3.0TD': 'EMPRESA_30TD', 'RL.1': 'GAS_LLAR_RL1', 'RL.2': 'GAS_LLAR_RL2' },
    // The result's "our products" button (docs/comparator-web.md): the retailer's own product page.
    productsUrl: 'https://www.energiademo.example/tarifes',
  },
  powerCalculator: { enabled: true },
  // The root path (visitor-and-shell §2.2, docs/home.md): a signed-in customer's dashboard, and for
  // a visitor, the hero and the actions of the home tab groups.
  home: { type: 'dashboard', hero: true },
  // The newsletter page (docs/newsletters.md): open to visitors; the e-mail may be edited.
  newsletter: { enabled: true },
  // The price alerts at /omipComponent, over the demo's OMIP prices (demo-omip.ts, docs/price-alerts.md).
  priceAlerts: { enabled: true },
  links: {
    conditions: 'https://www.energiademo.example/condicions-generals',
    gdpr: 'https://www.energiademo.example/politica-de-privacitat',
    cookies: 'https://www.energiademo.example/politica-de-galetes',
    calculatorConditions: 'https://www.energiademo.example/calculadora-condicions',
  },
};

// coupons.coupon on, with features.showCoupons: the profile shows the household's coupons (docs/coupons.md).
export const DEMO_FEATURE_FLAGS = { 'coupons.coupon': true, 'crm.case': true };

/**
 * The demo retailer's content in all six languages: the "Our tariffs" page and its menu entry,
 * the login page's blocks and banner, and the profile's banner (the texts: demo-content-texts.ts).
 * `today` (Europe/Madrid) picks the tariffs page's prices in force.
 */
export async function seedDemoContent(tx: Executor, today: string): Promise<void> {
  // The tariffs page publishes the prices in force on the day of the seed, from the billed price lists.
  const prices = tariffPagePrices(today);
  await tx.insert(settings).values({ scope: 'public', data: DEMO_PUBLIC_SETTINGS });
  await tx.insert(featureFlags).values(Object.entries(DEMO_FEATURE_FLAGS).map(([name, enabled]) => ({ name, enabled })));

  const [tariffs] = await tx.insert(htmlRoutes).values({}).returning({ id: htmlRoutes.id });
  if (!tariffs) throw new Error('html route insert returned nothing');
  await tx.insert(htmlRouteTexts).values(
    LANGUAGES.map((language) => {
      const { routePath, title, description } = DEMO_TEXTS[language].tariffsRoute;
      return { routeId: tariffs.id, language, routePath, btnTitle: title, btnDescription: description };
    }),
  );

  // Where each block shows and in which order; inserted out of order, shown by priority.
  const blocks = [
    { key: 'electricity', priority: 10, pageId: tariffs.id, blockWidth: '100%' },
    { key: 'gas', priority: 20, pageId: tariffs.id, blockWidth: '100%' },
    { key: 'help', priority: 30, groupName: 'Login' },
    { key: 'eInvoice', priority: 10, groupName: 'Login' },
    { key: 'readings', priority: 20, groupName: 'Login' },
  ] as const;
  for (const { key, ...placement } of blocks) {
    const [element] = await tx.insert(htmlElements).values(placement).returning({ id: htmlElements.id });
    if (!element) throw new Error('html element insert returned nothing');
    await tx.insert(htmlElementTexts).values(
      LANGUAGES.map((language) => ({
        elementId: element.id,
        language,
        name: DEMO_TEXTS[language][key].name,
        htmlBlock: demoHtml(language, tariffs.id, prices)[key],
      })),
    );
  }

  await tx.insert(banners).values(
    LANGUAGES.flatMap((language) => {
      const html = demoHtml(language, tariffs.id, prices);
      return [
        { code: 'home', language, kind: 'html', content: html.profileBanner, link: null },
        { code: 'login', language, kind: 'html', content: html.loginBanner, link: null },
      ];
    }),
  );
}
