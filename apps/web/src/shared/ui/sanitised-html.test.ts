import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitised-html.tsx';

describe('sanitiseHtml', () => {
  it('removes scripts and handlers', async () => {
    const clean = await sanitiseHtml('<p onclick="x()">Hola</p><script>alert(1)</script><img src="x" onerror="alert(1)">');
    expect(clean).not.toMatch(/script|onclick|onerror/);
    expect(clean).toContain('<p>Hola</p>');
  });
  it('marks an image without a text alternative as decorative, and keeps a given one', async () => {
    expect(await sanitiseHtml('<img src="a.png">')).toBe('<img src="a.png" alt="">');
    expect(await sanitiseHtml('<img src="a.png" alt="Sol">')).toBe('<img src="a.png" alt="Sol">');
  });
});
