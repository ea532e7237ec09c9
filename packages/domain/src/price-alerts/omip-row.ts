import { splitSeparatedLine } from '../formatting/separated-line.ts';
import { eurosToCents, omipProductName } from './omip-product.ts';

/**
 * One line of an OMIP settlement-price file (docs/price-alerts.md, "The file"): the export of
 * OMIP's market-data table, one contract per line after a header line of column names,
 * separated by semicolons (the Iberian exports' way, with a decimal comma), tabs or commas (then
 * a decimal point). The three columns read are found by their header names, so their order and
 * the columns not read (bid, ask, last, volumes, open interest…) do not matter.
 */

/** The header names each column read may have (lower case, units in brackets and accents dropped). */
export const OMIP_COLUMNS = {
  day: ['trading date', 'session date', 'date', 'fecha de sesion', 'fecha', 'data da sessao', 'data'],
  product: ['contract', 'instrument', 'contrato', 'produto', 'product'],
  price: ['reference price d', 'settlement price', 'reference price', 'precio de referencia d', 'preco de referencia d'],
} as const;

export type TOmipColumn = keyof typeof OMIP_COLUMNS;

export type TOmipRowError = 'columns' | 'quote_unclosed' | 'day_invalid' | 'product_invalid' | 'price_missing' | 'price_invalid';

export type TOmipParse<T, E extends string = TOmipRowError> = { ok: true; value: T } | { ok: false; reason: E; detail: string };

export interface TOmipHeader {
  separator: ';' | '\t' | ',';
  columns: number;
  index: Readonly<Record<TOmipColumn, number>>;
}

/** One settlement: the product's price on the session's day, in cents of €/MWh. */
export interface TOmipSettlement {
  product: string;
  day: string;
  priceCents: number;
}

/** The highest settlement read (€/MWh): OMIP's harmonised cap is far below; beyond it a column was misread. */
const PRICE_LIMIT_EUROS = 100_000;

/** Splits one line of an OMIP file by its separator (formatting/separated-line.ts). */
export const splitOmipLine = splitSeparatedLine;

/** A header name as compared: lower case, no accents, no unit in brackets, single spaces. */
const headerKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Reads the header line: the separator (the first of ; tab , it holds) and where the three columns read are. */
export function parseOmipHeader(line: string): TOmipParse<TOmipHeader, 'header_unknown'> {
  const text = line.replace(/^\uFEFF/, '').replace(/\r$/, '');
  const separator = text.includes(';') ? ';' : text.includes('\t') ? '\t' : ',';
  const names = splitOmipLine(text, separator)?.map(headerKey);
  if (!names) return { ok: false, reason: 'header_unknown', detail: 'the header line is not separated values' };
  const index: Partial<Record<TOmipColumn, number>> = {};
  for (const column of Object.keys(OMIP_COLUMNS) as TOmipColumn[]) {
    const at = names.findIndex((name) => (OMIP_COLUMNS[column] as readonly string[]).includes(name));
    if (at >= 0) index[column] = at;
  }
  const missing = (Object.keys(OMIP_COLUMNS) as TOmipColumn[]).filter((column) => index[column] === undefined);
  if (missing.length > 0)
    return {
      ok: false,
      reason: 'header_unknown',
      detail: `no column for ${missing.map((column) => `${column} (${OMIP_COLUMNS[column][0]})`).join(', ')}`,
    };
  return { ok: true, value: { separator, columns: names.length, index: index as Record<TOmipColumn, number> } };
}

/** A session day written 2026-11-27, 27/11/2026 or 27-11-2026, as YYYY-MM-DD; undefined when it is no calendar day. */
export function omipDay(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : european
      ? [Number(european[3]), Number(european[2]), Number(european[1])]
      : [0, 0, 0];
  if (year < 2000 || year > 2100) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * A price as OMIP writes it, in € per MWh with at most two decimals: "61,55" (with the decimal
 * comma of a semicolon-separated file) or "61.55"; undefined when it is not one.
 */
export function omipPriceCents(text: string, separator: string): number | undefined {
  const decimal = separator === ',' ? /^-?\d{1,6}(\.\d{1,2})?$/ : /^-?\d{1,6}([.,]\d{1,2})?$/;
  if (!decimal.test(text)) return undefined;
  const euros = Number(text.replace(',', '.'));
  return Math.abs(euros) <= PRICE_LIMIT_EUROS ? eurosToCents(euros) : undefined;
}

const fail = (reason: TOmipRowError, detail: string): TOmipParse<TOmipSettlement> => ({ ok: false, reason, detail });

/** One data line of a file whose header is `header`: the settlement it gives, or why it is refused. */
export function parseOmipRow(header: TOmipHeader, line: string): TOmipParse<TOmipSettlement> {
  const values = splitOmipLine(line.replace(/\r$/, ''), header.separator);
  if (!values) return fail('quote_unclosed', 'a quoted value is not closed');
  if (values.length !== header.columns) return fail('columns', `${values.length} values where the header has ${header.columns} columns`);
  const cell = (column: TOmipColumn) => (values[header.index[column]] ?? '').trim();

  const day = omipDay(cell('day'));
  if (!day) return fail('day_invalid', `"${cell('day')}" is not a session date`);
  const product = omipProductName(cell('product'));
  if (!product) return fail('product_invalid', `"${cell('product')}" is not an OMIP contract name`);
  const priceText = cell('price');
  // OMIP prints n.a. (or nothing) for a contract without a reference price that day.
  if (priceText === '' || /^(n\.?a\.?|-)$/i.test(priceText)) return fail('price_missing', `${product} has no reference price`);
  const priceCents = omipPriceCents(priceText, header.separator);
  if (priceCents === undefined) return fail('price_invalid', `"${priceText}" is not a price in €/MWh with at most two decimals`);
  return { ok: true, value: { product, day, priceCents } };
}
