import type { TSipsPoint } from './registry-point.ts';
import { parseSipsHeader, parseSipsRow, type TSipsHeader, type TSipsRowError } from './sips-row.ts';

/** What one physical line of a SIPS file is, numbered from 1 (the header's line). */
export type TSipsLine =
  | { type: 'header'; line: number; header: TSipsHeader }
  | { type: 'blank'; line: number }
  | { type: 'point'; line: number; point: TSipsPoint }
  | { type: 'rejected'; line: number; reason: TSipsRowError; detail: string };

export class SipsHeaderError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
  }
}

/**
 * Reads a SIPS file one line at a time, so a file of millions of lines is never held whole:
 * the first non-blank line is the header, every later one a point or a rejected line with its
 * number and reason. A file whose header is not a SIPS header throws: nothing of it can be read.
 */
export function sipsLineReader(): (text: string) => TSipsLine {
  let line = 0;
  let header: TSipsHeader | undefined;
  return (text) => {
    line += 1;
    if (text.trim() === '') return { type: 'blank', line };
    if (!header) {
      const parsed = parseSipsHeader(text);
      if (!parsed.ok) throw new SipsHeaderError(line, parsed.reason, parsed.detail);
      header = parsed.value;
      return { type: 'header', line, header };
    }
    const row = parseSipsRow(header, text);
    return row.ok ? { type: 'point', line, point: row.value } : { type: 'rejected', line, reason: row.reason, detail: row.detail };
  };
}
