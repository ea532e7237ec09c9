import { describe, expect, it } from 'vitest';
import { FILE_NAME_FALLBACK, FILE_NAME_MAX_LENGTH, uploadFileName } from './file-name.ts';

describe('uploadFileName: a browser’s file name made fit to store and show', () => {
  it.each([
    ['a plain name stays as it is', 'factura-setembre.pdf', 'factura-setembre.pdf'],
    ['letters of any script and emoji stay', 'Ñandú ĳ 東京 𝒳 📄.pdf', 'Ñandú ĳ 東京 𝒳 📄.pdf'],
    ['a NUL is replaced', 'a\u0000b.pdf', 'a_b.pdf'],
    ['C0 controls, tab and line breaks are replaced', 'a\u0001\t\n\rb.pdf', 'a____b.pdf'],
    ['DEL and C1 controls are replaced', 'a\u007f\u0085\u009fb.pdf', 'a___b.pdf'],
    ['a right-to-left override is replaced', 'invoice\u202Efdp.exe', 'invoice_fdp.exe'],
    [
      'every bidirectional mark, embedding and isolate is replaced',
      '\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200Ei\u200Fj\u061Ck.pdf',
      '_a_b_c_d_e_f_g_h_i_j_k.pdf',
    ],
    ['line and paragraph separators are replaced', 'a\u2028b\u2029c.pdf', 'a_b_c.pdf'],
    ['a lone surrogate is replaced', 'a\ud800b\udc00c.pdf', 'a_b_c.pdf'],
    ['spaces at either end are trimmed', '  scan.pdf  ', 'scan.pdf'],
    ['only the last segment of a path is kept', 'C:\\Users\\marta\\scan.pdf', 'scan.pdf'],
    ['a climb out of a folder is only a name', '../../etc/passwd', 'passwd'],
    ['an empty name gets the neutral one', '', FILE_NAME_FALLBACK],
    ['spaces only get the neutral one', '   ', FILE_NAME_FALLBACK],
    ['a path ending in a separator gets the neutral one', 'folder/', FILE_NAME_FALLBACK],
  ])('%s', (_, raw, expected) => {
    expect(uploadFileName(raw)).toBe(expected);
  });

  it('cuts a long name in its stem, keeping the extension, within the bound', () => {
    const name = uploadFileName(`${'x'.repeat(500)}.pdf`);
    expect(name).toBe(`${'x'.repeat(FILE_NAME_MAX_LENGTH - 4)}.pdf`);
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
  });

  it('counts characters, not UTF-16 units, and never cuts a character in two', () => {
    const name = uploadFileName(`${'📄'.repeat(300)}.jpeg`);
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('📄.jpeg')).toBe(true);
    expect(/[\ud800-\udfff]/u.test(name)).toBe(false);
  });

  it('cuts a long name without an extension at the bound', () => {
    expect(uploadFileName('y'.repeat(300))).toBe('y'.repeat(FILE_NAME_MAX_LENGTH));
  });

  it('replaces exactly the characters of the rule, each on its own, among the first 12,288 code points', () => {
    const replaced = (code: number) =>
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      [0x061c, 0x200e, 0x200f, 0x2028, 0x2029].includes(code) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069) ||
      (code >= 0xd800 && code <= 0xdfff);
    const wrong: number[] = [];
    for (let code = 0; code < 0x3000; code++) {
      const character = String.fromCharCode(code);
      if (character === '/' || character === '\\') continue;
      const expected = replaced(code) ? 'a_b.pdf' : `a${character}b.pdf`;
      if (uploadFileName(`a${character}b.pdf`) !== expected) wrong.push(code);
    }
    expect(wrong).toEqual([]);
  });
});
