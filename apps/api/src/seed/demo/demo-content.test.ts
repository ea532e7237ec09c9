import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, matchRoute } from '@portal/domain';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, htmlElements, htmlElementTexts, htmlRoutes, htmlRouteTexts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

interface Tag {
  tag: string;
  attribs: Record<string, string>;
}

/** Every element of an HTML fragment, as htmlparser2 (sanitize-html's parser) reads it; nothing is removed. */
function parse(html: string): Tag[] {
  const tags: Tag[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    exclusiveFilter: (frame) => {
      tags.push({ tag: frame.tag, attribs: { ...frame.attribs } });
      return false;
    },
  });
  return tags;
}

describe('the demo content', () => {
  let t: TestApp;
  let routeIds: number[];
  let routeTexts: (typeof htmlRouteTexts.$inferSelect)[];
  let elementIds: number[];
  let elementTexts: (typeof htmlElementTexts.$inferSelect)[];
  let bannerRows: (typeof banners.$inferSelect)[];

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    routeIds = (await db.select({ id: htmlRoutes.id }).from(htmlRoutes)).map((r) => r.id);
    routeTexts = await db.select().from(htmlRouteTexts);
    elementIds = (await db.select({ id: htmlElements.id }).from(htmlElements)).map((r) => r.id);
    elementTexts = await db.select().from(htmlElementTexts);
    bannerRows = await db.select().from(banners);
  });
  afterAll(() => t.close());

  it('has every menu entry, block and banner in each of the six languages', () => {
    expect(routeIds).toHaveLength(1);
    expect(elementIds).toHaveLength(5);
    for (const language of LANGUAGES) {
      expect(routeTexts.filter((r) => r.language === language).map((r) => r.routeId)).toEqual(routeIds);
      expect(
        elementTexts
          .filter((e) => e.language === language)
          .map((e) => e.elementId)
          .sort(),
      ).toEqual([...elementIds].sort());
      expect(
        bannerRows
          .filter((b) => b.language === language)
          .map((b) => b.code)
          .sort(),
      ).toEqual(['home', 'login']);
    }
  });

  it('is translated: no two languages share a menu title, a block or a banner', () => {
    const distinct = (values: string[]) => expect(new Set(values).size).toBe(LANGUAGES.length);
    distinct(routeTexts.map((r) => r.btnTitle));
    distinct(routeTexts.map((r) => r.btnDescription));
    for (const id of elementIds) distinct(elementTexts.filter((e) => e.elementId === id).map((e) => e.htmlBlock));
    for (const code of ['home', 'login']) distinct(bannerRows.filter((b) => b.code === code).map((b) => b.content));
  });

  it('has no broken image, dead link, script or handler in any seeded HTML', () => {
    const pages = new Map(routeTexts.map((r) => [`${r.language}:${r.routeId}`, r.routePath]));
    const html = [
      ...elementTexts.map((e) => ({ language: e.language, html: e.htmlBlock })),
      ...bannerRows.map((b) => ({ language: b.language, html: b.content })),
    ];
    let links = 0;
    let images = 0;
    for (const { language, html: fragment } of html) {
      for (const { tag, attribs } of parse(fragment)) {
        expect(tag).not.toMatch(/^(script|iframe|object|embed|form)$/);
        expect(Object.keys(attribs).filter((name) => name.startsWith('on'))).toEqual([]);
        if (tag === 'img') {
          images++;
          // An image the web ships (apps/web/public), so the browser finds it.
          const src = attribs.src ?? '';
          expect(src, fragment).toMatch(/^\/[\w/.-]+\.(svg|png|webp|jpg)$/);
          expect(existsSync(path.join(WEB_PUBLIC, src)), src).toBe(true);
          expect(attribs).toHaveProperty('alt');
        }
        if (tag === 'a') {
          links++;
          const href = attribs.href ?? '';
          if (attribs['data-portal-action'] === 'help') {
            expect(href).toBe('#help');
            continue;
          }
          // Otherwise a page of the portal, in the block's language; a dynamic page that exists.
          const match = matchRoute(href);
          expect(match, href).toBeDefined();
          expect(match?.name, href).toBe('dynamicPage');
          expect(pages.get(`${language}:${match?.params.pageId}`), href).toBe(match?.params.routePath);
        }
      }
    }
    expect(links).toBeGreaterThanOrEqual(4 * LANGUAGES.length);
    expect(images).toBe(LANGUAGES.length);
  });

  it('keeps the parser honest: it sees an image without a source and a link without an address', () => {
    // Elements come as they close: the children before their parent.
    expect(parse('<p><img alt="x"><a>here</a></p>')).toEqual([
      { tag: 'img', attribs: { alt: 'x' } },
      { tag: 'a', attribs: {} },
      { tag: 'p', attribs: {} },
    ]);
  });
});
