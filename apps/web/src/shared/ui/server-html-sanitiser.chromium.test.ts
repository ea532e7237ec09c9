// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_HTML_CASES } from './test/server-html-cases.ts';

// The sanitiser as the page runs it, in Debian's Chromium, which has the HTML Sanitizer API: once
// with Element.setHTML, and once with it taken away, through DOMPurify, as in a browser without it.
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./server-html-sanitiser.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'serverHtml',
    write: false,
    logLevel: 'silent',
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>sanitiser</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
}, 60000);

afterAll(async () => {
  await browser?.close();
});

const cleanInPage = (html: string, withoutSetHtml: boolean) =>
  page.evaluate(
    async ({ html, withoutSetHtml }) => {
      const own = Element.prototype.setHTML;
      if (withoutSetHtml) delete (Element.prototype as { setHTML?: unknown }).setHTML;
      try {
        return await (window as unknown as { serverHtml: { sanitiseHtml(html: string): Promise<string> } }).serverHtml.sanitiseHtml(html);
      } finally {
        if (withoutSetHtml) Element.prototype.setHTML = own;
      }
    },
    { html, withoutSetHtml },
  );

describe('sanitiseHtml in Chromium', () => {
  it('has the browser sanitiser to use (else this file would test DOMPurify twice)', async () => {
    expect(await page.evaluate(() => typeof Element.prototype.setHTML)).toBe('function');
  });
  it.each(SERVER_HTML_CASES)('with Element.setHTML: $name', async ({ html, clean }) => {
    expect(await cleanInPage(html, false)).toBe(clean);
  });
  it.each(SERVER_HTML_CASES)('with DOMPurify: $name', async ({ html, clean }) => {
    expect(await cleanInPage(html, true)).toBe(clean);
  });
});
