/**
 * What a text from outside may hold, without zod: the login form's zod/mini schema uses it
 * (the login page loads no classic zod) as the shared primitives do (primitives.ts).
 *
 * PostgreSQL refuses a NUL in text (`invalid byte sequence 0x00`): it must be refused at the
 * edge (400), not found by the database (500). The other C0 controls and DEL have no place in
 * names, codes or ids either, and a lone UTF-16 surrogate is not a character at all (it cannot
 * be written as UTF-8); tab, line feed and carriage return are allowed only in multi-line texts.
 */
export function isCleanText(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (!(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return false;
    } else if (code === 0x7f) {
      return false;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(i + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The message key of a text holding what isCleanText refuses: the generic "invalid" the web already translates. */
export const TEXT_INVALID = 'field_invalid';
