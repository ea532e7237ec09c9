import {
  CSV_LINE_END,
  csvField,
  csvLine,
  csvSeparator,
  formatCsvNumber,
  formatShortDate,
  spreadsheetFormats,
  type TLanguage,
} from '@portal/domain';
import { type TSheetColumn, xlsxOf } from '../../platform/documents/spreadsheet.ts';
import type { TDownloadRow } from './download-rows.ts';
import { DOWNLOAD_LABELS } from './texts/index.ts';

/**
 * A readings download as a CSV a spreadsheet of the language opens as columns (domain
 * formatting/csv.ts: ';' and a decimal comma, ',' and a point in English), kWh with three
 * decimals exactly (the readings are whole Wh).
 */
export function readingsCsv(cups: string, rows: readonly TDownloadRow[], language: TLanguage): string {
  const labels = DOWNLOAD_LABELS[language];
  const kwh = wholeWhAsKwh(language);
  // A year is 8,760 rows of 365 dates: each date is written once.
  const dates = new Map<string, string>();
  const dateOf = (day: string) => {
    let date = dates.get(day);
    if (date === undefined) {
      date = formatShortDate(day, language);
      dates.set(day, date);
    }
    return date;
  };
  const header = [labels.cups, labels.date, labels.time, labels.offset, labels.active, labels.exported, labels.reactive, labels.estimated];
  // A year is 8,760 lines: each is written as one string, not an array of fields joined as
  // csvLine joins them (the same text), and added to the file as it is made.
  const separator = csvSeparator(language);
  const cupsField = csvField(cups) + separator;
  let file = csvLine(header.map(csvField), language);
  for (const row of rows) {
    file +=
      cupsField +
      dateOf(row.day) +
      separator +
      row.time +
      separator +
      row.offset +
      separator +
      kwh(row.active) +
      separator +
      kwh(row.exported) +
      separator +
      kwh(row.reactive) +
      separator +
      (row.estimated ? '1' : '0') +
      CSV_LINE_END;
  }
  return file;
}

/**
 * Whole Wh as kWh with three decimals, exactly as formatCsvNumber(wh / 1000, language, 3) writes
 * them (the test compares the two), by integer arithmetic: a year's CSV writes 26,000 of them.
 */
export function wholeWhAsKwh(language: TLanguage): (wh: number | null) => string {
  const mark = formatCsvNumber(0.5, language, 1).charAt(1);
  return (wh) => {
    if (wh === null) return '';
    if (!Number.isInteger(wh) || wh < 0) return formatCsvNumber(wh / 1000, language, 3);
    return `${Math.floor(wh / 1000)}${mark}${String(wh % 1000).padStart(3, '0')}`;
  };
}

/**
 * The readings as an .xlsx: kWh as numbers with three decimals and days as dates, in the
 * language's formats (domain spreadsheetFormats); the slot's clock time stays text beside its UTC
 * offset, since the autumn change has two 02:00 slots that only the offset tells apart.
 */
export async function readingsXlsx(cups: string, rows: readonly TDownloadRow[], language: TLanguage): Promise<Uint8Array> {
  const labels = DOWNLOAD_LABELS[language];
  const formats = spreadsheetFormats(language);
  const kwh = (wh: number | null) => (wh === null ? null : wh / 1000);
  const energy = (header: string): TSheetColumn => ({ header, kind: 'number', format: formats.energy });
  return await xlsxOf([
    {
      name: labels.sheet,
      columns: [
        { header: labels.cups, kind: 'text' },
        { header: labels.date, kind: 'date', format: formats.date },
        { header: labels.time, kind: 'text' },
        { header: labels.offset, kind: 'text' },
        energy(labels.active),
        energy(labels.exported),
        energy(labels.reactive),
        { header: labels.estimated, kind: 'number', format: formats.integer },
      ],
      rows: rows.map((row) => [
        cups,
        row.day,
        row.time,
        row.offset,
        kwh(row.active),
        kwh(row.exported),
        kwh(row.reactive),
        row.estimated ? 1 : 0,
      ]),
    },
  ]);
}
