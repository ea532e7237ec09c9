import { describe, expect, it } from 'vitest';
import { sanitise } from './sanitise.ts';

describe('sanitise', () => {
  it('marks an image without a text alternative as decorative, and keeps a given one', () => {
    expect(sanitise('<img src="https://x.example/a.png">')).toBe('<img src="https://x.example/a.png" alt="" />');
    expect(sanitise('<img src="https://x.example/a.png" alt="Sol">')).toBe('<img src="https://x.example/a.png" alt="Sol" />');
  });

  it('removes scripts, handlers, frames and script URLs', () => {
    const dirty = `<p onclick="x()">Hola</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>
<a href="javascript:alert(1)">a</a><img src="x" onerror="alert(1)"><form action="/x"><input name="p"></form>`;
    const clean = sanitise(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript:|<form|<input/i);
    expect(clean).toContain('<p>Hola</p>');
  });

  it('keeps formatting, tables, images and safe links', () => {
    const html = `<h2 class="title">Preus</h2><table><tr><td colspan="2">1</td></tr></table><img src="data:image/png;base64,AAAA" alt="logo"><a href="tel:+34900000000">Truca</a>`;
    expect(sanitise(html)).toBe(
      '<h2 class="title">Preus</h2><table><tr><td colspan="2">1</td></tr></table><img src="data:image/png;base64,AAAA" alt="logo" /><a href="tel:+34900000000">Truca</a>',
    );
  });
});

describe('the help link', () => {
  it('keeps data-portal-action="help" on a link, and drops any other action or element carrying it', () => {
    expect(sanitise('<a href="#help" data-portal-action="help">Ajuda</a>')).toBe('<a href="#help" data-portal-action="help">Ajuda</a>');
    expect(sanitise('<a href="#x" data-portal-action="logout">x</a>')).toBe('<a href="#x">x</a>');
    expect(sanitise('<p data-portal-action="help">x</p>')).toBe('<p>x</p>');
  });
});
