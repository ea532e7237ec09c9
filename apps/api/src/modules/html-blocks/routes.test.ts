import { ZBannerResponseSchema, ZHtmlElementsResponseSchema, ZHtmlRoutesResponseSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('html blocks and banners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the dynamic routes', async () => {
    const res = await get('/api/v1/ov_customize/html_dinamic_routes');
    expect(res.statusCode).toBe(200);
    const { items } = ZHtmlRoutesResponseSchema.parse(res.json());
    expect(items).toEqual([
      {
        id: expect.any(Number),
        route_path: 'tarifes',
        btn_title: 'Les nostres tarifes',
        btn_description: "Preus vigents d'electricitat i gas",
      },
    ]);
  });

  it("answers a page's elements by priority", async () => {
    const [route] = (await get('/api/v1/ov_customize/html_dinamic_routes')).json().items;
    const res = await get(`/api/v1/ov_customize/html_dinamic_elements/${route.id}`);
    expect(res.statusCode).toBe(200);
    const { items } = ZHtmlElementsResponseSchema.parse(res.json());
    expect(items.map((i) => i.name)).toEqual(['Tarifa 2.0TD', 'Tarifa de gas RL.1']);
    expect(items.every((i) => i.page_id === route.id)).toBe(true);
    expect(items[0]!.html_block).toContain('<table>');
    // Links opening a new tab get rel=noopener.
    expect(items[1]!.html_block).toContain('rel="noopener noreferrer"');
  });

  it('answers an empty list for a page without elements, and 400 for a bad page id', async () => {
    expect((await get('/api/v1/ov_customize/html_dinamic_elements/999')).json()).toEqual({ items: [] });
    const bad = await get('/api/v1/ov_customize/html_dinamic_elements/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ pageId: ['required_field'] });
  });

  it("answers a group's elements by priority, sanitised", async () => {
    const res = await get('/api/v1/ov_customize/html_dinamic_elements/?group_name=Login');
    expect(res.statusCode).toBe(200);
    const { items } = ZHtmlElementsResponseSchema.parse(res.json());
    expect(items.map((i) => [i.name, i.priority])).toEqual([
      ['Factura electrònica', 10],
      ['Avís de lectures', 20],
      ['Xat d’atenció', 30],
    ]);
    const html = items.map((i) => i.html_block).join('\n');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
    expect(html).toContain('<strong>Necessites ajuda per accedir?</strong>');
    expect(items[2]!.block_height).toBe('120px');
  });

  it('needs a group name and answers nothing for an unknown group', async () => {
    expect((await get('/api/v1/ov_customize/html_dinamic_elements/?group_name=Nobody')).json()).toEqual({ items: [] });
    const missing = await get('/api/v1/ov_customize/html_dinamic_elements/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ group_name: ['required_field'] });
  });

  it('answers an image banner as base64 of a real PNG', async () => {
    const res = await get('/api/v2/banners/home');
    expect(res.statusCode).toBe(200);
    const { banner } = ZBannerResponseSchema.parse(res.json());
    expect(banner).toMatchObject({ code: 'home', kind: 'image', mime_type: 'image/png' });
    const png = Buffer.from(banner.content, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 60]);
  });

  it('answers an HTML banner sanitised', async () => {
    const res = await get('/api/v2/banners/login');
    const { banner } = ZBannerResponseSchema.parse(res.json());
    expect(banner.kind).toBe('html');
    expect(banner.content).toContain("Passa't a l'autoconsum");
    expect(banner.content).not.toMatch(/onerror|alert/);
    expect(banner).not.toHaveProperty('mime_type');
  });

  it('answers 404 banner_not_found for an unknown code and 400 for a malformed one', async () => {
    const res = await get('/api/v2/banners/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'banner_not_found', message: 'banner_not_found' });
    expect((await get('/api/v2/banners/bad%20code!')).statusCode).toBe(400);
  });
});
