import { csvField, csvLine, formatCsvNumber, formatShortDate, type TLanguage } from '@portal/domain';
import { xlsxWorkbook } from '../../platform/documents/xlsx.ts';
import type { TDownloadRow } from './download-rows.ts';
import { DOWNLOAD_LABELS } from './texts/index.ts';

/**
 * A readings download as a CSV a spreadsheet of the language opens as columns (domain
 * formatting/csv.ts: ';' and a decimal comma, ',' and a point in English), kWh with three
 * decimals exactly (the readings are whole Wh), or as an .xlsx with real numbers.
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
  const lines = [
    csvLine(
      [labels.cups, labels.date, labels.time, labels.offset, labels.active, labels.exported, labels.reactive, labels.estimated].map(
        csvField,
      ),
      language,
    ),
  ];
  const cupsField = csvField(cups);
  for (const row of rows) {
    lines.push(
      csvLine(
        [
          cupsField,
          dateOf(row.day),
          row.time,
          row.offset,
          kwh(row.active),
          kwh(row.exported),
          kwh(row.reactive),
          row.estimated ? '1' : '0',
        ],
        language,
      ),
    );
  }
  return lines.join('');
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

export function readingsXlsx(cups: string, rows: readonly TDownloadRow[], language: TLanguage): Uint8Array {
  const labels = DOWNLOAD_LABELS[language];
  const kwh = (wh: number | null) => (wh === null ? null : wh / 1000);
  return xlsxWorkbook(labels.sheet, [
    [labels.cups, labels.date, labels.time, labels.offset, labels.active, labels.exported, labels.reactive, labels.estimated],
    ...rows.map((row) => [
      cups,
      formatShortDate(row.day, language),
      row.time,
      row.offset,
      kwh(row.active),
      kwh(row.exported),
      kwh(row.reactive),
      row.estimated ? 1 : 0,
    ]),
  ]);
}
