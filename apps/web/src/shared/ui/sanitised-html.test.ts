import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitised-html.tsx';
import { SERVER_HTML_CASES } from './test/server-html-cases.ts';

// jsdom has no Element.setHTML: this is the DOMPurify path. Chromium's own sanitiser, and DOMPurify
// in Chromium, are held to the same table by server-html-sanitiser.chromium.test.ts.
describe('sanitiseHtml where the browser has no sanitiser (DOMPurify)', () => {
  it.each(SERVER_HTML_CASES)('$name', async ({ html, clean }) => {
    expect(await sanitiseHtml(html)).toBe(clean);
  });
});
