import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';

/**
 * An .xlsx written with ExcelJS (docs/decisions.md): typed cells a spreadsheet can compute with,
 * each column's number format, a header row frozen in view and columns as wide as their widest
 * value. Rows are committed to ExcelJS's streaming writer as they are added, so only the zipped
 * file is held, not a model of every cell.
 */

/** How a column's cells are stored: text as text, a number as a number, a day (YYYY-MM-DD) as a date. */
export type TColumnKind = 'text' | 'number' | 'date';

export interface TSheetColumn {
  header: string;
  kind: TColumnKind;
  /** The number format of a number or date column (domain spreadsheetFormats). */
  format?: string;
}

/** A cell: a string in text columns, a number in number columns, 'YYYY-MM-DD' in date columns; null leaves it empty. */
export type TSheetCell = string | number | null;

export interface TSheet {
  name: string;
  columns: readonly TSheetColumn[];
  rows: readonly (readonly TSheetCell[])[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
// A spreadsheet's column width is counted in characters of its default font; the margin keeps the
// widest value off the border, the cap keeps a long text (a list of contracts) from a screen-wide column.
const WIDTH_MARGIN = 2;
const MAX_WIDTH = 60;

// XML 1.0 has no place for control characters other than tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const NON_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/**
 * Sheet names as spreadsheets accept them: no []:*?/\, at most 31 characters, never empty, and
 * unique regardless of case (a repeated name gets " (2)", " (3)"…).
 */
export function sheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const base =
      raw
        .replace(NON_XML, '')
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim() || 'Sheet';
    let name = base.slice(0, 31);
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** How many characters a number takes once its format shows it: sign, grouped digits, decimals, the format's literals (€). */
function shownLength(value: number, format: string): number {
  const [positive = format] = format.split(';');
  const decimals = /\.(0+)/.exec(positive)?.[1]?.length ?? 0;
  const digits = Math.trunc(Math.abs(value)).toString().length;
  const groups = positive.includes(',') ? Math.floor((digits - 1) / 3) : 0;
  const literals = positive.replace(/"([^"]*)"/g, '$1').replace(/[#0,.\\]/g, '').length;
  return (value < 0 ? 1 : 0) + digits + groups + (decimals > 0 ? decimals + 1 : 0) + literals;
}

function cellLength(cell: TSheetCell, column: TSheetColumn): number {
  if (cell === null) return 0;
  if (column.kind === 'date') return (column.format ?? 'dd/mm/yyyy').replace(/\\/g, '').length;
  if (typeof cell === 'number') return shownLength(cell, column.format ?? 'General');
  return Math.max(...cell.split('\n').map((line) => line.length));
}

/** Each column's width: its header's or its widest value's, whichever is longer, with a margin. */
export function columnWidths(sheet: Pick<TSheet, 'columns' | 'rows'>): number[] {
  return sheet.columns.map((column, c) => {
    let widest = column.header.length;
    for (const row of sheet.rows) widest = Math.max(widest, cellLength(row[c] ?? null, column));
    return Math.min(widest + WIDTH_MARGIN, MAX_WIDTH);
  });
}

function cellValue(cell: TSheetCell, column: TSheetColumn): ExcelJS.CellValue {
  if (cell === null) return null;
  if (column.kind === 'date' && typeof cell === 'string' && ISO_DAY.test(cell)) {
    // Midnight UTC: ExcelJS counts days in UTC, so the day is a whole serial number in every zone.
    return new Date(`${cell}T00:00:00Z`);
  }
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  return cell.replace(NON_XML, '');
}

/** The workbook's bytes with these sheets, in order (at least one); the first row of each is its header. */
export async function xlsxOf(sheets: readonly TSheet[]): Promise<Uint8Array> {
  if (sheets.length === 0) throw new RangeError('a workbook needs a sheet');
  // ExcelJS is loaded with the first workbook, not at start-up (about 0.15 s of every start).
  const { default: ExcelJS } = await import('exceljs');
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const names = sheetNames(sheets.map((sheet) => sheet.name));
  sheets.forEach((sheet, s) => {
    const worksheet = workbook.addWorksheet(names[s], {
      views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
    });
    const widths = columnWidths(sheet);
    worksheet.columns = sheet.columns.map((column, c) => ({
      key: String(c),
      width: widths[c],
      style: column.format ? { numFmt: column.format } : {},
    }));
    const header = worksheet.addRow(sheet.columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for (const cells of sheet.rows) {
      const row = worksheet.addRow(sheet.columns.map((column, c) => cellValue(cells[c] ?? null, column)));
      sheet.columns.forEach((column, c) => {
        if (column.format) row.getCell(c + 1).numFmt = column.format;
      });
      row.commit();
    }
    worksheet.commit();
  });
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
