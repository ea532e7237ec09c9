import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const PASSWORD = 'Agent-Portal-2026!';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString('base64');
const DIRTY = '<p onclick="steal()">Hola <a href="javascript:alert(1)">clic</a></p><script>alert(1)</script><img src=x onerror="x()">';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type TrailLine = {
  actor_kind: string;
  staff_id: number | null;
  customer_id: number | null;
  subject: string;
  changes: Record<string, unknown>;
};

/** The supervisors' edits of dynamic pages, blocks and banners (docs/settings-and-gates.md, "Editing them"). */
describe('staff content (supervisors)', () => {
  let t: TestApp;
  let supervisor: string;
  let supervisorId: number;
  let agent: string;
  let customer: string;
  let readOnly: string;

  const call = (method: Method, url: string, token?: string, payload?: unknown, language?: string) =>
    t.app.inject({
      method,
      url: `/api${url.startsWith('/v') ? url : `/v1${url}`}`,
      headers: { ...(token ? bearer(token) : {}), ...(language ? { 'accept-language': language } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const signIn = async (email: string, password: string) =>
    json<{ token: string }>(await t.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { email, password } })).token;
  const trailCount = () => scalar<number>(t.database, sql`select count(*)::int from trail_entries where action = 'content_change'`);
  const lastLine = async () =>
    (
      await rows<TrailLine>(
        t.database,
        sql`select actor_kind, staff_id, customer_id, subject, changes from trail_entries where action = 'content_change' order by id desc limit 1`,
      )
    )[0];

  const page = { texts: { 'ca-ES': { route_path: 'novetats', btn_title: 'Novetats', btn_description: 'El que és nou' } } };
  const block = (pageId: number, html = DIRTY) => ({
    priority: 5,
    page_id: pageId,
    group_name: null,
    block_width: '50%',
    block_height: null,
    texts: { 'ca-ES': { name: 'Benvinguda', html_block: html }, 'es-ES': { name: '', html_block: '' } },
  });

  beforeAll(async () => {
    t = await createTestApp();
    supervisor = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    supervisorId = await scalar<number>(t.database, sql`select id from staff_accounts where email = ${DEMO_STAFF.email}`);
    const created = await call('POST', '/staff/accounts', supervisor, {
      email: 'content.agent@demo.example',
      label: 'A',
      role: 'agent',
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(200);
    agent = await signIn('content.agent@demo.example', PASSWORD);
    customer = await t.login(DEMO.marta);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
  });
  afterAll(() => t?.close());

  describe('who may call', () => {
    const routes: { method: Method; url: string; payload?: unknown }[] = [
      { method: 'GET', url: '/staff/content/pages' },
      { method: 'GET', url: '/staff/content/pages/1' },
      { method: 'POST', url: '/staff/content/pages', payload: page },
      { method: 'PUT', url: '/staff/content/pages/1', payload: page },
      { method: 'DELETE', url: '/staff/content/pages/1' },
      { method: 'GET', url: '/staff/content/blocks' },
      { method: 'GET', url: '/staff/content/blocks/1' },
      { method: 'POST', url: '/staff/content/blocks', payload: block(1) },
      { method: 'PUT', url: '/staff/content/blocks/1', payload: block(1) },
      { method: 'DELETE', url: '/staff/content/blocks/1' },
      { method: 'GET', url: '/staff/content/banners' },
      { method: 'GET', url: '/staff/content/banners/login/ca-ES' },
      { method: 'POST', url: '/staff/content/banners', payload: { code: 'x', language: 'ca-ES', kind: 'html', content: 'x', link: null } },
      { method: 'PUT', url: '/staff/content/banners/login/ca-ES', payload: { kind: 'html', content: 'x', link: null } },
      { method: 'DELETE', url: '/staff/content/banners/login/ca-ES' },
      { method: 'POST', url: '/staff/html/preview', payload: { html: '<b>x</b>' } },
    ];

    it('refuses no token, a customer’s token and a read-only token (401), and an agent (403), changing nothing', async () => {
      const before = await trailCount();
      const pages = await scalar<number>(t.database, sql`select count(*)::int from html_routes`);
      for (const route of routes) {
        for (const token of [undefined, customer, readOnly]) {
          const res = await call(route.method, route.url, token, route.payload);
          expect(res.statusCode, `${route.method} ${route.url} with ${token ? 'a customer token' : 'no token'}`).toBe(401);
        }
        const res = await call(route.method, route.url, agent, route.payload);
        expect(res.statusCode, `${route.method} ${route.url} as an agent`).toBe(403);
        expect(json(res)).toMatchObject({ code: 'staff_role_required' });
      }
      expect(await trailCount()).toBe(before);
      expect(await scalar<number>(t.database, sql`select count(*)::int from html_routes`)).toBe(pages);
      expect(await scalar<number>(t.database, sql`select count(*)::int from banners where code = 'login'`)).toBe(6);
    });
  });

  it('previews HTML as visitors get it, storing nothing', async () => {
    const before = await trailCount();
    const res = await call('POST', '/staff/html/preview', supervisor, { html: DIRTY });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = json<{ html: string }>(res);
    expect(html).toContain('Hola');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(await trailCount()).toBe(before);
  });

  it('creates, reads, edits and deletes a dynamic page, each change a line by the supervisor in nobody’s trail', async () => {
    const created = await call('POST', '/staff/content/pages', supervisor, page);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ id: number }>(created);
    expect(json(created)).toEqual({ id, texts: page.texts, blocks: 0 });
    expect(await lastLine()).toMatchObject({
      actor_kind: 'staff',
      staff_id: supervisorId,
      customer_id: null,
      subject: `page ${id}`,
      changes: { 'route_path.ca-ES': { after: 'novetats' }, 'btn_title.ca-ES': { after: 'Novetats' } },
    });

    // The public menu shows it at once, in its language; another language falls back to the default (ca-ES).
    const menu = json<{ items: { id: number; route_path: string }[] }>(
      await call('GET', '/v1/ov_customize/html_dinamic_routes', undefined, undefined, 'en-US'),
    );
    expect(menu.items).toContainEqual(expect.objectContaining({ id, route_path: 'novetats' }));

    const texts = { ...page.texts, 'en-US': { route_path: 'news', btn_title: 'News', btn_description: '' } };
    const updated = await call('PUT', `/staff/content/pages/${id}`, supervisor, { texts });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated)).toMatchObject({ id, texts });
    expect((await lastLine())?.changes).toEqual({
      'route_path.en-US': { after: 'news' },
      'btn_title.en-US': { after: 'News' },
      'btn_description.en-US': { after: '' },
    });
    expect(json(await call('GET', `/staff/content/pages/${id}`, supervisor))).toMatchObject({ id, texts });
    expect(json<{ items: { id: number }[] }>(await call('GET', '/staff/content/pages', supervisor)).items.map((p) => p.id)).toContain(id);

    const gone = await call('DELETE', `/staff/content/pages/${id}`, supervisor);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await lastLine())?.changes).toMatchObject({ 'route_path.ca-ES': { before: 'novetats' }, blocks: { before: 0 } });
    expect((await call('GET', `/staff/content/pages/${id}`, supervisor)).statusCode).toBe(404);
  });

  it('stores a block’s HTML clean, serves it clean, and keeps the HTML out of the trail', async () => {
    const { id: pageId } = json<{ id: number }>(await call('POST', '/staff/content/pages', supervisor, page));
    const created = await call('POST', '/staff/content/blocks', supervisor, block(pageId));
    expect(created.statusCode, created.body).toBe(201);
    const saved = json<{ id: number; texts: Record<string, { html_block: string }> }>(created);
    expect(Object.keys(saved.texts)).toEqual(['ca-ES']);
    const stored = await scalar<string>(t.database, sql`select html_block from html_element_texts where element_id = ${saved.id}`);
    expect(stored).toContain('Hola');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(saved.texts['ca-ES']?.html_block).toBe(stored);

    const line = await lastLine();
    expect(line?.subject).toBe(`block ${saved.id}`);
    expect(line?.changes).toMatchObject({ page_id: { after: pageId }, priority: { after: 5 }, 'name.ca-ES': { after: 'Benvinguda' } });
    expect(JSON.stringify(line?.changes)).not.toContain('Hola');
    expect((line?.changes['html_block.ca-ES'] as { after?: string } | undefined)?.after).toMatch(/^\d+ characters, sha256 [0-9a-f]{12}$/);

    const shown = json<{ items: { id: number; html_block: string }[] }>(
      await call('GET', `/v1/ov_customize/html_dinamic_elements/${pageId}`, undefined, undefined, 'ca-ES'),
    );
    expect(shown.items).toEqual([expect.objectContaining({ id: saved.id, html_block: stored })]);

    // An edit: only what changed is in its line.
    const edited = await call('PUT', `/staff/content/blocks/${saved.id}`, supervisor, { ...block(pageId, '<p>Adéu</p>'), priority: '7' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited)).toMatchObject({ priority: 7, texts: { 'ca-ES': { html_block: '<p>Adéu</p>' } } });
    expect(Object.keys((await lastLine())?.changes ?? {}).sort()).toEqual(['html_block.ca-ES', 'priority']);

    // The page's deletion takes its block along, and says how many.
    expect((await call('DELETE', `/staff/content/pages/${pageId}`, supervisor)).statusCode).toBe(204);
    expect((await lastLine())?.changes).toMatchObject({ blocks: { before: 1 } });
    expect((await call('GET', `/staff/content/blocks/${saved.id}`, supervisor)).statusCode).toBe(404);
  });

  it('lists the demo’s blocks with every language, and edits and deletes one of a group', async () => {
    const list = json<{ items: { id: number; group_name: string | null; texts: Record<string, unknown> }[] }>(
      await call('GET', '/staff/content/blocks', supervisor),
    );
    const login = list.items.filter((b) => b.group_name === 'Login');
    expect(login.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(login[0]?.texts ?? {}).sort()).toEqual(['ca-ES', 'de-DE', 'en-US', 'es-ES', 'fr-FR', 'gl-ES']);
    const created = json<{ id: number }>(
      await call('POST', '/staff/content/blocks', supervisor, { ...block(1), page_id: '', group_name: 'Login' }),
    );
    expect((await call('DELETE', `/staff/content/blocks/${created.id}`, supervisor)).statusCode).toBe(204);
    expect((await call('DELETE', `/staff/content/blocks/${created.id}`, supervisor)).statusCode).toBe(404);
  });

  it('refuses malformed bodies with 400 and field errors, unknown ids with 404, writing nothing', async () => {
    const before = await trailCount();
    const bad: { method: Method; url: string; payload: unknown; errors?: Record<string, string[]> }[] = [
      { method: 'POST', url: '/staff/content/pages', payload: { texts: {} }, errors: { texts: ['staff_content_language_required'] } },
      {
        method: 'POST',
        url: '/staff/content/pages',
        payload: { texts: { 'ca-ES': { route_path: 'a/b', btn_title: 'x', btn_description: '' } } },
        errors: { 'texts.ca-ES.route_path': ['staff_content_route_path_invalid'] },
      },
      {
        method: 'POST',
        url: '/staff/content/pages',
        payload: { texts: { 'xx-XX': { route_path: 'a', btn_title: 'x', btn_description: '' } } },
      },
      { method: 'POST', url: '/staff/content/pages', payload: [] },
      {
        method: 'POST',
        url: '/staff/content/blocks',
        payload: { ...block(1), page_id: null, group_name: null },
        errors: { page_id: ['staff_content_block_place_required'] },
      },
      {
        method: 'POST',
        url: '/staff/content/blocks',
        payload: { ...block(1), page_id: 999999 },
        errors: { page_id: ['staff_content_block_page_unknown'] },
      },
      { method: 'POST', url: '/staff/content/blocks', payload: { ...block(1), page_id: 99999999999 } },
      {
        method: 'POST',
        url: '/staff/content/blocks',
        payload: { ...block(1), block_width: '1px;color:red' },
        errors: { block_width: ['staff_content_dimension_invalid'] },
      },
      { method: 'POST', url: '/staff/content/blocks', payload: { ...block(1), priority: 1e9 } },
      { method: 'POST', url: '/staff/content/blocks', payload: { ...block(1), texts: { 'ca-ES': { name: 'x', html_block: 'a\u0000b' } } } },
      {
        method: 'POST',
        url: '/staff/content/blocks',
        payload: { ...block(1), texts: { 'ca-ES': { name: 'x', html_block: 'x'.repeat(100_001) } } },
      },
      { method: 'PUT', url: '/staff/content/blocks/abc', payload: block(1) },
      { method: 'POST', url: '/staff/html/preview', payload: { html: 42 } },
      { method: 'GET', url: '/staff/content/pages/0', payload: undefined },
      { method: 'GET', url: '/staff/content/banners/login/xx-XX', payload: undefined },
      { method: 'GET', url: '/staff/content/banners/bad%20code/ca-ES', payload: undefined },
    ];
    for (const { method, url, payload, errors } of bad) {
      const res = await call(method, url, supervisor, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}: ${res.body.slice(0, 200)}`).toBe(400);
      if (errors) expect(json<{ errors: unknown }>(res).errors).toMatchObject(errors);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/content/blocks',
      headers: { ...bearer(supervisor), 'content-type': 'application/json' },
      payload: '{"priority": 1,',
    });
    expect(broken.statusCode).toBe(400);
    for (const [method, url, payload] of [
      ['GET', '/staff/content/pages/999999', undefined],
      ['PUT', '/staff/content/pages/999999', page],
      ['DELETE', '/staff/content/pages/999999', undefined],
      ['GET', '/staff/content/blocks/999999', undefined],
      ['PUT', '/staff/content/blocks/999999', block(1)],
      ['DELETE', '/staff/content/blocks/999999', undefined],
      ['GET', '/staff/content/banners/nowhere/ca-ES', undefined],
      ['PUT', '/staff/content/banners/nowhere/ca-ES', { kind: 'html', content: 'x', link: null }],
      ['DELETE', '/staff/content/banners/nowhere/ca-ES', undefined],
    ] as const) {
      const res = await call(method, url, supervisor, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await trailCount()).toBe(before);
  });

  describe('banners', () => {
    it('creates an HTML banner stored clean, refuses the same code and language again (409), edits it into an image', async () => {
      const body = { code: 'promo', language: 'es-ES', kind: 'html', content: DIRTY, link: '/factures' };
      const created = await call('POST', '/staff/content/banners', supervisor, body);
      expect(created.statusCode, created.body).toBe(201);
      const banner = json<{ content: string; mime_type: string | null }>(created);
      expect(banner.content).toContain('Hola');
      expect(banner.content).not.toMatch(/script|onclick|onerror|javascript:/i);
      expect(banner.mime_type).toBeNull();
      expect((await lastLine())?.subject).toBe('banner promo es-ES');
      expect(JSON.stringify((await lastLine())?.changes)).not.toContain('Hola');
      expect((await call('POST', '/staff/content/banners', supervisor, body)).statusCode).toBe(409);

      const shown = json<{ banner: { content: string } }>(await call('GET', '/v2/banners/promo', undefined, undefined, 'es-ES'));
      expect(shown.banner.content).toBe(banner.content);

      const image = await call('PUT', '/staff/content/banners/promo/es-ES', supervisor, {
        kind: 'image',
        mime_type: 'image/png',
        content: PNG,
        link: null,
      });
      expect(image.statusCode, image.body).toBe(200);
      expect(json(image)).toMatchObject({ kind: 'image', mime_type: 'image/png', content: PNG, link: null });
      expect((await lastLine())?.changes).toMatchObject({
        kind: { before: 'html', after: 'image' },
        mime_type: { before: null, after: 'image/png' },
      });
      const list = json<{ items: Record<string, unknown>[] }>(await call('GET', '/staff/content/banners', supervisor));
      expect(list.items).toContainEqual({ code: 'promo', language: 'es-ES', kind: 'image', mime_type: 'image/png', link: null });
      expect(list.items.every((item) => !('content' in item))).toBe(true);

      expect((await call('DELETE', '/staff/content/banners/promo/es-ES', supervisor)).statusCode).toBe(204);
      expect((await call('GET', '/v2/banners/promo', undefined, undefined, 'es-ES')).statusCode).toBe(404);
    });

    it('refuses an image whose bytes are not its type, text that is not base64 and a javascript: link (400), writing nothing', async () => {
      const before = await trailCount();
      const cases = [
        [{ kind: 'image', mime_type: 'image/jpeg', content: PNG, link: null }, 'content', 'staff_content_image_wrong_type'],
        [
          { kind: 'image', mime_type: 'image/png', content: Buffer.from('<svg onload="x()"/>').toString('base64'), link: null },
          'content',
          'staff_content_image_wrong_type',
        ],
        [
          { kind: 'image', mime_type: 'image/png', content: `data:image/png;base64,${PNG}`, link: null },
          'content',
          'staff_content_image_not_base64',
        ],
        [{ kind: 'image', mime_type: 'image/svg+xml', content: PNG, link: null }, 'mime_type', 'required_field'],
        [{ kind: 'html', content: '<b>x</b>', link: 'javascript:alert(1)' }, 'link', 'staff_content_link_invalid'],
      ] as const;
      for (const [payload, field, key] of cases) {
        const res = await call('PUT', '/staff/content/banners/login/ca-ES', supervisor, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(json<{ errors: Record<string, string[]> }>(res).errors[field]).toEqual([key]);
      }
      const big = { code: 'big', language: 'ca-ES', kind: 'image', mime_type: 'image/png', content: PNG + 'A'.repeat(720_000), link: null };
      const res = await call('POST', '/staff/content/banners', supervisor, big);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(res).errors.content).toEqual(['staff_content_image_too_large']);
      expect(await trailCount()).toBe(before);
      expect(await scalar<string>(t.database, sql`select kind from banners where code = 'login' and language = 'ca-ES'`)).toBe('html');
    });
  });
});
