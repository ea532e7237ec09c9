import { localeFormat } from './locale-formats.ts';
import { formatNumber } from './number-style.ts';

/**
 * CSV files as a spreadsheet of the customer's language opens them.
 * Excel and LibreOffice split a .csv on the list separator of the system's
 * locale and read figures with its decimal mark: where the decimal mark is a comma (Spanish,
 * Catalan, Galician, French, German) the separator is ';', in English it is ','. A file written
 * for one convention opens as one column of text in the other, so the file follows the
 * language the customer downloads it in, like every other figure the portal writes.
 */

/** Lines end in CRLF (RFC 4180), which spreadsheets on every system read. */
export const CSV_LINE_END = '\r\n';

/** The field separator of the language's spreadsheets: ';' with a decimal comma, ',' with a decimal point. */
export function csvSeparator(language: string): ';' | ',' {
  return localeFormat(language).decimal === ',' ? ';' : ',';
}

/**
 * A figure of a CSV: the language's decimal mark, exactly `decimals` of them so a column lines
 * up, and no thousands marks (a spreadsheet reads '1.234,5' back as 1.2345 or as text in some
 * settings; '1234,5' it always reads as a number): '1234,500', '1234.500'.
 */
export function formatCsvNumber(value: number, language: string, decimals: number): string {
  return formatNumber(value, language, { minDecimals: decimals, maxDecimals: decimals, grouping: false });
}

const PLAIN = /^[\p{L}\p{N} ._/:()·–-]*$/u;
// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text field: as it is when plain, otherwise quoted (quotes doubled) so a separator or line end
 * cannot split the row, and prefixed with ' when it would start a formula.
 */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return PLAIN.test(safe) && safe === text ? text : `"${safe.replace(/"/g, '""')}"`;
}

/** One line of fields already formatted (figures with formatCsvNumber, texts with csvField), with its line end. */
export function csvLine(fields: readonly string[], language: string): string {
  return fields.join(csvSeparator(language)) + CSV_LINE_END;
}
