/**
 * The name a browser sends with an uploaded file, made fit to store and show (docs/api.md,
 * "Uploads", file names). It is only a label (the bytes decide the type, the disk never sees it), but it
 * is text from outside like any other: it reaches a database column, a download's
 * Content-Disposition and staff's screens. One rule for every upload (platform/uploads/uploads.ts
 * applies it while it reads the form), so no route can forget it.
 *
 * - Characters that are not text are **replaced by `_`**, not removed, so what was there stays
 *   visible: NUL (PostgreSQL refuses it in text, so it would answer 500), the other C0 and C1
 *   controls and DEL, lone UTF-16 surrogates, the line and paragraph separators, and the
 *   bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
 *   U+202A–U+202E, U+2066–U+2069): `invoice\u202Efdp.exe` would show as `invoiceexe.pdf`.
 * - Only the last segment of a path is kept (old browsers sent `C:\Users\…\scan.pdf`).
 * - Spaces at either end are trimmed; a name longer than FILE_NAME_MAX_LENGTH characters is cut
 *   in its stem, keeping its extension (`.pdf`).
 * - Nothing left: FILE_NAME_FALLBACK.
 */
export const FILE_NAME_MAX_LENGTH = 200;
export const FILE_NAME_FALLBACK = 'document';

/** An extension worth keeping when a name is cut: a dot, then 1 to 10 letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

function isNameCharacter(code: number): boolean {
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  if (code === 0x061c || code === 0x200e || code === 0x200f || code === 0x2028 || code === 0x2029) return false;
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return false;
  // Code points, not code units: a lone surrogate shows here as itself.
  return !(code >= 0xd800 && code <= 0xdfff);
}

/**
 * A line of text as it may be shown: every character the rule above refuses replaced by `_`.
 * File names pass through it, and so does a mail's subject line (platform/mail), where an
 * override would reorder what the reader sees just as it does in a name.
 */
export function visibleLine(raw: string): string {
  return Array.from(raw, (character) => (isNameCharacter(character.codePointAt(0) ?? 0) ? character : '_')).join('');
}

export function uploadFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const trimmed = visibleLine(lastSegment).trim();
  const cut = cutKeepingExtension(trimmed);
  return cut === '' ? FILE_NAME_FALLBACK : cut;
}

function cutKeepingExtension(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= FILE_NAME_MAX_LENGTH) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = Array.from(name.slice(0, name.length - extension.length));
  return `${stem
    .slice(0, FILE_NAME_MAX_LENGTH - Array.from(extension).length)
    .join('')
    .trimEnd()}${extension}`;
}
