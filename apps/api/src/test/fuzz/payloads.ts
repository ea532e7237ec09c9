/**
 * The hostile values the fuzzer puts where a request expects something else:
 * wrong types, NUL and other control characters, lone surrogates, huge strings, deep nesting,
 * numbers past int4 and int8, negative ids, path traversal.
 */

/** About a megabyte: under the API's 1 MiB body limit as text, so it reaches validation. */
export const MEGABYTE_STRING = 'A'.repeat(1_000_000);

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Values for a JSON field, each written as JSON text (some cannot be built as JS values: 2^63 exactly). */
export const JSON_VALUES: readonly string[] = [
  JSON.stringify('\u0000'),
  JSON.stringify('a\u0000b'),
  JSON.stringify('\u0001\u0002\u001b[31m\u007f'),
  JSON.stringify('line\r\nSet-Cookie: x=1'),
  '"\\ud800"',
  '"x\\udc00y"',
  JSON.stringify(MEGABYTE_STRING.slice(0, 300_000)),
  JSON.stringify(''),
  JSON.stringify(' '),
  JSON.stringify('../../etc/passwd'),
  JSON.stringify('%2e%2e%2f%2e%2e%2fetc%2fpasswd'),
  JSON.stringify("' OR 1=1 --"),
  JSON.stringify('<script>alert(1)</script>'),
  JSON.stringify('12345678Z\u0000'),
  '2147483648',
  '2147483647',
  '-2147483649',
  '-1',
  '0',
  '1.5',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '1e308',
  '-1e308',
  '1e400',
  '"2147483648"',
  '"1e3"',
  '"0x10"',
  '" 1"',
  '"-1"',
  'true',
  'false',
  'null',
  '[]',
  '{}',
  '[1,2,3]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deep(100),
  deepObject(100),
];

/** Rare, heavy values: each case picks one of them only now and then. */
export const HEAVY_JSON_VALUES: readonly string[] = [JSON.stringify(MEGABYTE_STRING), deep(10_000), deepObject(5_000)];

/** Whole bodies that are not the object a call expects. */
export const NON_OBJECT_BODIES: readonly string[] = ['123', '"x"', 'null', '[]', '[{}]', 'true', '{', '{"a":', '\u0000', '', deep(10_000)];

/** Values for a path segment or a query value, already percent-encoded as a client would send them. */
export const URL_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%01%1F%7F',
  '%0D%0ASet-Cookie:%20x=1',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  '2147483648',
  '2147483647',
  '9223372036854775808',
  '-1',
  '0',
  '-0',
  '1e3',
  '0x10',
  '%201',
  '1%20',
  '1.5',
  'NaN',
  'Infinity',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%2e%2e',
  '%252e%252e%252f',
  '%27%20OR%201=1--',
  '%3Cscript%3E',
  'x'.repeat(300),
  'y'.repeat(5000),
  '%',
  '%zz',
  '',
  'true',
  'null',
  '[]',
];

/** Raw path suffixes that try to climb out of the API. */
export const TRAVERSALS: readonly string[] = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
];

/** Content types a JSON call may be sent with, right and wrong. */
export const CONTENT_TYPES: readonly (string | undefined)[] = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  // A NUL in a header cannot be sent (clients and Node refuse it); a broken parameter can.
  'application/json; charset="',
  'APPLICATION/JSON;;;',
  undefined,
];

/** A multipart body of junk: a part without a name, a broken header, a body that never ends. */
export const JUNK_MULTIPART: readonly string[] = [
  '--fuzz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="already_registered"\r\n\r\ntrue\r\n--fuzz\r\nContent-Disposition: form-data; name="bank_id"\r\n\r\n2147483648\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="iban"\r\n\r\nES91\u00002100\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\nnot a pdf\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
  'garbage without boundary',
];

/**
 * File names of a multipart file: NUL (PostgreSQL refuses it in text: a 500 on six
 * routes), other C0 and C1 controls, bidirectional overrides, isolates and marks, a lone
 * surrogate, nothing, spaces, a path, a very long name. Each is sent with a small real PDF so the
 * file passes the type check and its name goes as far as the route takes it.
 */
export const HOSTILE_FILE_NAMES: readonly string[] = [
  'a\u0000b.pdf',
  '\u0000',
  '\u0001\u001f\u007f.pdf',
  'x\u0085\u009b.pdf',
  'line\r\nContent-Type: text/html.pdf',
  'invoice\u202Efdp.exe',
  '\u202A\u202B\u202C\u202D.pdf',
  '\u2066x\u2067y\u2068z\u2069.pdf',
  '\u200E\u200F\u061C.pdf',
  'a\ud800b.pdf',
  '',
  '   ',
  '..\\..\\windows\\win.ini',
  `${'n'.repeat(5000)}.pdf`,
];

/** The smallest PDF file-type recognises, in ASCII so a case's body stays a string. */
export const TINY_PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** A multipart body (boundary `fuzz`): the text fields, then one PDF named `filename` in `fileField`. */
export function multipartWithFile(fields: Record<string, unknown>, fileField: string, filename: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  parts.push(
    `--fuzz\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${TINY_PDF}\r\n`,
  );
  return `${parts.join('')}--fuzz--\r\n`;
}
