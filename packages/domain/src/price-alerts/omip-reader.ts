import { parseOmipHeader, parseOmipRow, type TOmipHeader, type TOmipRowError, type TOmipSettlement } from './omip-row.ts';

/** What one physical line of an OMIP file is, numbered from 1 (the header's line). */
export type TOmipLine =
  | { type: 'header'; line: number; header: TOmipHeader }
  | { type: 'blank'; line: number }
  | { type: 'settlement'; line: number; settlement: TOmipSettlement }
  | { type: 'rejected'; line: number; reason: TOmipRowError; detail: string };

/** The file cannot be read at all: its header names no date, contract or reference-price column. */
export class OmipHeaderError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
  }
}

/**
 * Reads an OMIP settlement file one line at a time, so a file is never held whole: the first
 * non-blank line is the header, every later one a settlement or a rejected line with its number
 * and reason (the importer skips it and reports it). A header that is not one throws.
 */
export function omipLineReader(): (text: string) => TOmipLine {
  let line = 0;
  let header: TOmipHeader | undefined;
  return (text) => {
    line += 1;
    if (text.trim() === '') return { type: 'blank', line };
    if (!header) {
      const parsed = parseOmipHeader(text);
      if (!parsed.ok) throw new OmipHeaderError(line, parsed.detail);
      header = parsed.value;
      return { type: 'header', line, header };
    }
    const row = parseOmipRow(header, text);
    return row.ok
      ? { type: 'settlement', line, settlement: row.value }
      : { type: 'rejected', line, reason: row.reason, detail: row.detail };
  };
}
