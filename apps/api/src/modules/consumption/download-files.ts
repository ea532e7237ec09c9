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

/** '000' to '999', each three bytes at 3 × n. */
const THREE_DIGITS = Buffer.from(Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')).join(''), 'latin1');

/** A byte order mark, so a spreadsheet reads the accents of the header as UTF-8. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A file's bytes written in place: a year of readings is 8,760 lines (35,040 of quarter-hours),
 * and building it as one string, then encoding it, cost a year's CSV a third of its CPU in
 * string garbage and the encoding.
 */
class FileBytes {
  private buffer: Buffer;
  private length = 0;

  /** `capacity`: the bytes the file is expected to take, so that it is not copied as it grows. */
  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }

  bytes(bytes: Uint8Array): void {
    this.room(bytes.length);
    // Most are a few bytes (a time, a line's start): a loop copies them faster than set() is called.
    if (bytes.length > 32) this.buffer.set(bytes, this.length);
    else for (let at = 0; at < bytes.length; at++) this.buffer[this.length + at] = bytes[at]!;
    this.length += bytes.length;
  }

  text(text: string): void {
    this.room(Buffer.byteLength(text));
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  byte(code: number): void {
    this.room(1);
    this.buffer[this.length++] = code;
  }

  /** A whole number from 0, in digits. */
  digits(value: number): void {
    let width = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) width++;
    this.room(width);
    let rest = value;
    for (let at = this.length + width - 1; at >= this.length; at--) {
      this.buffer[at] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.length += width;
  }

  /** A whole number from 0 to 999 in three digits (a kWh's decimals), from a table of them. */
  threeDigits(value: number): void {
    this.room(3);
    const from = value * 3;
    this.buffer[this.length] = THREE_DIGITS[from]!;
    this.buffer[this.length + 1] = THREE_DIGITS[from + 1]!;
    this.buffer[this.length + 2] = THREE_DIGITS[from + 2]!;
    this.length += 3;
  }

  done(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/** The rows of a download, each given to `visit` (eachDownloadRow, or a list's forEach). */
export type TEachRow = (visit: (row: Readonly<TDownloadRow>) => void) => void;

/**
 * A readings download as a CSV a spreadsheet of the language opens as columns (domain
 * formatting/csv.ts: ';' and a decimal comma, ',' and a point in English), kWh with three
 * decimals exactly (the readings are whole Wh), behind a byte order mark. Each line is the text
 * csvLine would join from its fields (the test compares them), written as bytes, into a buffer
 * sized for `expectedRows` (more rows grow it).
 */
export function readingsCsv(cups: string, eachRow: TEachRow, language: TLanguage, expectedRows = 0): Buffer {
  const labels = DOWNLOAD_LABELS[language];
  const header = [labels.cups, labels.date, labels.time, labels.offset, labels.active, labels.exported, labels.reactive, labels.estimated];
  const separator = csvSeparator(language).charCodeAt(0);
  const mark = formatCsvNumber(0.5, language, 1).charCodeAt(1);
  const lineEnd = Buffer.from(CSV_LINE_END, 'utf8');
  // A line is about 65 bytes (the CUPS, the date, the time, the offset, three kWh, the mark):
  // sized for 80 a row, a year's file is written into one buffer instead of grown twice from 256 KB.
  const file = new FileBytes(Math.max(16 * 1024, 1024 + 80 * expectedRows));
  const kwh = (wh: number | null) => {
    if (wh === null) return;
    if (!Number.isInteger(wh) || wh < 0) return file.text(formatCsvNumber(wh / 1000, language, 3));
    file.digits(Math.floor(wh / 1000));
    file.byte(mark);
    file.threeDigits(wh % 1000);
  };
  file.bytes(BOM);
  file.text(csvLine(header.map(csvField), language));
  // A year is 8,760 rows of 365 dates: each day's start of line (the CUPS and the date) is
  // encoded once, and each slot's time and offset, with the separator after each, once for the
  // whole file (the times by their quarter of the day, in an array: a map of them, looked up
  // twice a row, was 8 % of a profile of the CSVs under load).
  const separatorText = String.fromCharCode(separator);
  const cupsField = csvField(cups);
  let day = '';
  let lineStart = Buffer.alloc(0);
  const timeOf: Buffer[] = [];
  let offset = '';
  let offsetBytes = Buffer.alloc(0);
  eachRow((row) => {
    if (row.day !== day) {
      day = row.day;
      lineStart = Buffer.from(`${cupsField}${separatorText}${formatShortDate(day, language)}${separatorText}`, 'utf8');
    }
    file.bytes(lineStart);
    timeOf[row.quarter] ??= Buffer.from(`${row.time}${separatorText}`, 'utf8');
    file.bytes(timeOf[row.quarter]!);
    if (row.offset !== offset) {
      offset = row.offset;
      offsetBytes = Buffer.from(`${offset}${separatorText}`, 'utf8');
    }
    file.bytes(offsetBytes);
    kwh(row.active);
    file.byte(separator);
    kwh(row.exported);
    file.byte(separator);
    kwh(row.reactive);
    file.byte(separator);
    file.byte(row.estimated ? 49 : 48);
    file.bytes(lineEnd);
  });
  return file.done();
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
