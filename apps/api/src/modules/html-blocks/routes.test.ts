import { ZBannerResponseSchema, ZHtmlElementsResponseSchema, ZHtmlRoutesResponseSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, htmlElements, htmlElementTexts, htmlRoutes, htmlRouteTexts, settings } from '../../db/schema/index.ts';
import { demoBannerPng } from '../../seed/demo/png.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const inject = (t: TestApp, url: string, language?: string) =>
  t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

describe('html blocks and banners of the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, language?: string) => inject(t, url, language);
  const routes = async (language?: string) =>
    ZHtmlRoutesResponseSchema.parse((await get('/api/v1/ov_customize/html_dinamic_routes', language)).json()).items;
  const group = async (language?: string) =>
    ZHtmlElementsResponseSchema.parse((await get('/api/v1/ov_customize/html_dinamic_elements/?group_name=Login', language)).json()).items;

  it('lists the dynamic routes in the request’s language, the default one without a header', async () => {
    const [catalan] = await routes();
    expect(catalan).toEqual({
      id: expect.any(Number),
      route_path: 'tarifes',
      btn_title: 'Les nostres tarifes',
      btn_description: "Preus vigents d'electricitat i gas",
    });
    const [english] = await routes('en-US,en;q=0.9');
    expect(english).toEqual({
      id: catalan!.id,
      route_path: 'tariffs',
      btn_title: 'Our tariffs',
      btn_description: 'Current electricity and gas prices',
    });
    expect((await routes('de'))[0]!.btn_title).toBe('Unsere Tarife');
    // A language the portal does not speak gets the default one.
    expect((await routes('ja-JP'))[0]!.btn_title).toBe('Les nostres tarifes');
  });

  it("answers a page's elements by priority, in the request's language", async () => {
    const [route] = await routes();
    const res = await get(`/api/v1/ov_customize/html_dinamic_elements/${route!.id}`, 'fr-FR');
    expect(res.statusCode).toBe(200);
    const { items } = ZHtmlElementsResponseSchema.parse(res.json());
    expect(items.map((i) => [i.name, i.language])).toEqual([
      ['Tarif 2.0TD', 'fr-FR'],
      ['Tarif gaz RL.1', 'fr-FR'],
    ]);
    expect(items.every((i) => i.page_id === route!.id)).toBe(true);
    expect(items[0]!.html_block).toContain('<th scope="col">Période</th>');
    expect(items[1]!.html_block).toContain('<a href="#help" data-portal-action="help">Parlez-en avec nous</a>');
  });

  it('answers an empty list for a page without elements, and 400 for a bad page id', async () => {
    expect((await get('/api/v1/ov_customize/html_dinamic_elements/999')).json()).toEqual({ items: [] });
    const bad = await get('/api/v1/ov_customize/html_dinamic_elements/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ pageId: ['required_field'] });
  });

  it("answers a group's elements by priority, in the request's language", async () => {
    expect((await group()).map((i) => [i.name, i.priority])).toEqual([
      ['Factura electrònica', 10],
      ['Avís de lectures', 20],
      ['Ajuda per accedir', 30],
    ]);
    const spanish = await group('es-ES');
    expect(spanish.map((i) => i.name)).toEqual(['Factura electrónica', 'Aviso de lecturas', 'Ayuda para acceder']);
    expect(spanish.every((i) => i.language === 'es-ES')).toBe(true);
    expect(spanish[2]!.html_block).toContain('¿Necesitas ayuda para acceder?');
    // The same blocks (ids) in every language: only their words change.
    expect(spanish.map((i) => i.id)).toEqual((await group()).map((i) => i.id));
  });

  it('needs a group name and answers nothing for an unknown group', async () => {
    expect((await get('/api/v1/ov_customize/html_dinamic_elements/?group_name=Nobody')).json()).toEqual({ items: [] });
    const missing = await get('/api/v1/ov_customize/html_dinamic_elements/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ group_name: ['required_field'] });
  });

  it('answers the HTML banners in the request’s language', async () => {
    const login = ZBannerResponseSchema.parse((await get('/api/v2/banners/login', 'gl-ES')).json()).banner;
    expect(login).toMatchObject({ code: 'login', kind: 'html', language: 'gl-ES', link: null });
    expect(login.content).toContain('Pásate ao autoconsumo');
    expect(login).not.toHaveProperty('mime_type');
    const home = ZBannerResponseSchema.parse((await get('/api/v2/banners/home', 'en-US')).json()).banner;
    expect(home.content).toContain('<img src="/images/profile-banner.svg" alt="" width="960" height="240" />');
    expect(home.content).toMatch(/<a href="\/d\/tariffs\/\d+">See our tariffs<\/a>/);
  });

  it('answers 404 banner_not_found for an unknown code and 400 for a malformed one', async () => {
    const res = await get('/api/v2/banners/nothing-here', 'en-US');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'banner_not_found', message: 'banner_not_found' });
    expect((await get('/api/v2/banners/bad%20code!')).statusCode).toBe(400);
  });
});

/**
 * Content written in some languages only: what a language lacks comes in the deployment's
 * default language (settings language.default, here Spanish, not the built-in Catalan), and
 * what exists in neither stays out. Stored HTML is sanitised on the way out.
 */
describe('html blocks and banners missing in a language', () => {
  let t: TestApp;
  const ids: { both: number; defaultOnly: number; frenchOnly: number; page: number } = { both: 0, defaultOnly: 0, frenchOnly: 0, page: 0 };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const { db } = t.database;
    // Before any request: the settings service reads (and caches) the default language on the first.
    await db.insert(settings).values({ scope: 'public', data: { language: { default: 'es-ES' } } });
    const [page, frenchPage] = await db.insert(htmlRoutes).values([{}, {}]).returning({ id: htmlRoutes.id });
    ids.page = page!.id;
    await db.insert(htmlRouteTexts).values([
      { routeId: page!.id, language: 'es-ES', routePath: 'precios', btnTitle: 'Precios' },
      { routeId: page!.id, language: 'en-US', routePath: 'prices', btnTitle: 'Prices', btnDescription: 'What we charge' },
      { routeId: frenchPage!.id, language: 'fr-FR', routePath: 'offres', btnTitle: 'Offres' },
    ]);
    const [both, defaultOnly, frenchOnly] = await db
      .insert(htmlElements)
      .values([
        { priority: 1, groupName: 'Login' },
        { priority: 2, groupName: 'Login' },
        { priority: 3, groupName: 'Login', pageId: page!.id },
      ])
      .returning({ id: htmlElements.id });
    Object.assign(ids, { both: both!.id, defaultOnly: defaultOnly!.id, frenchOnly: frenchOnly!.id });
    await db.insert(htmlElementTexts).values([
      { elementId: both!.id, language: 'es-ES', name: 'Hola', htmlBlock: '<p>Hola</p>' },
      { elementId: both!.id, language: 'en-US', name: 'Hello', htmlBlock: '<p onclick="steal()">Hello</p><script>steal()</script>' },
      { elementId: defaultOnly!.id, language: 'es-ES', name: 'Solo', htmlBlock: '<p>Solo en castellano</p>' },
      { elementId: frenchOnly!.id, language: 'fr-FR', name: 'Bonjour', htmlBlock: '<p>Bonjour</p>' },
    ]);
    await db.insert(banners).values([
      { code: 'promo', language: 'es-ES', kind: 'html', content: '<p>Promoción</p><img src="x" onerror="alert(1)">' },
      {
        code: 'promo',
        language: 'de-DE',
        kind: 'image',
        mimeType: 'image/png',
        content: demoBannerPng().toString('base64'),
        link: '/profil',
      },
      { code: 'fr-only', language: 'fr-FR', kind: 'html', content: '<p>Bonjour</p>' },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, language?: string) => inject(t, url, language);
  const groupIn = async (language?: string) =>
    ZHtmlElementsResponseSchema.parse((await get('/api/v1/ov_customize/html_dinamic_elements/?group_name=Login', language)).json()).items;

  it('falls back block by block to the default language, and leaves out blocks in neither', async () => {
    expect((await groupIn('en-US')).map((i) => [i.id, i.name, i.language, i.html_block])).toEqual([
      [ids.both, 'Hello', 'en-US', '<p>Hello</p>'],
      [ids.defaultOnly, 'Solo', 'es-ES', '<p>Solo en castellano</p>'],
    ]);
    expect((await groupIn()).map((i) => [i.name, i.language])).toEqual([
      ['Hola', 'es-ES'],
      ['Solo', 'es-ES'],
    ]);
    expect((await groupIn('fr-FR')).map((i) => [i.name, i.language])).toEqual([
      ['Hola', 'es-ES'],
      ['Solo', 'es-ES'],
      ['Bonjour', 'fr-FR'],
    ]);
  });

  it("falls back for a page's elements too", async () => {
    const page = (language: string) => get(`/api/v1/ov_customize/html_dinamic_elements/${ids.page}`, language);
    expect((await page('de-DE')).json()).toEqual({ items: [] });
    expect(ZHtmlElementsResponseSchema.parse((await page('fr')).json()).items.map((i) => i.name)).toEqual(['Bonjour']);
  });

  it('falls back for the menu entries, and leaves out a page written in neither language', async () => {
    const routesIn = async (language: string) =>
      ZHtmlRoutesResponseSchema.parse((await get('/api/v1/ov_customize/html_dinamic_routes', language)).json()).items;
    expect(await routesIn('en-US')).toEqual([
      { id: ids.page, route_path: 'prices', btn_title: 'Prices', btn_description: 'What we charge' },
    ]);
    expect(await routesIn('ca-ES')).toEqual([{ id: ids.page, route_path: 'precios', btn_title: 'Precios', btn_description: '' }]);
    expect((await routesIn('fr-FR')).map((r) => r.btn_title)).toEqual(['Precios', 'Offres']);
  });

  it('falls back for a banner, which may be an image in one language and HTML in another', async () => {
    const banner = async (code: string, language: string) => {
      const res = await get(`/api/v2/banners/${code}`, language);
      return res.statusCode === 200 ? ZBannerResponseSchema.parse(res.json()).banner : res.statusCode;
    };
    expect(await banner('promo', 'gl-ES')).toEqual({
      code: 'promo',
      kind: 'html',
      content: '<p>Promoción</p><img src="x" alt="" />',
      link: null,
      language: 'es-ES',
    });
    const image = await banner('promo', 'de-DE');
    expect(image).toMatchObject({ kind: 'image', mime_type: 'image/png', link: '/profil', language: 'de-DE' });
    const png = Buffer.from((image as { content: string }).content, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await banner('fr-only', 'fr-FR')).toMatchObject({ language: 'fr-FR' });
    expect(await banner('fr-only', 'en-US')).toBe(404);
  });
});
