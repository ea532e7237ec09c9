import { csvField, csvLine, formatCsvNumber, formatShortDate, LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { readingsCsv, wholeWhAsKwh } from './download-files.ts';
import type { TDownloadRow } from './download-rows.ts';
import { DOWNLOAD_LABELS } from './texts/index.ts';

describe('wholeWhAsKwh', () => {
  it.each(LANGUAGES)('writes Wh as formatCsvNumber writes kWh with three decimals in %s', (language) => {
    const kwh = wholeWhAsKwh(language);
    for (const wh of [0, 1, 9, 10, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2_147_483_647]) {
      expect(kwh(wh), String(wh)).toBe(formatCsvNumber(wh / 1000, language, 3));
    }
    expect(kwh(null)).toBe('');
  });
});

describe('readingsCsv', () => {
  const rows: TDownloadRow[] = [
    { day: '2025-10-26', time: '02:00', offset: 'UTC+02:00', active: 1234, exported: null, reactive: 7, estimated: false },
    { day: '2025-10-26', time: '02:00', offset: 'UTC+01:00', active: null, exported: 5, reactive: null, estimated: true },
    { day: '2025-10-27', time: '00:15', offset: 'UTC+01:00', active: 0, exported: 999_999, reactive: 1000, estimated: false },
  ];

  it.each(LANGUAGES)('writes each line as csvLine joins its fields in %s', (language) => {
    const labels = DOWNLOAD_LABELS[language];
    const kwh = (wh: number | null) => (wh === null ? '' : formatCsvNumber(wh / 1000, language, 3));
    const header = [
      labels.cups,
      labels.date,
      labels.time,
      labels.offset,
      labels.active,
      labels.exported,
      labels.reactive,
      labels.estimated,
    ];
    const expected =
      csvLine(header.map(csvField), language) +
      rows
        .map((row) =>
          csvLine(
            [
              csvField('ES0031405970190001JN0F'),
              formatShortDate(row.day, language),
              row.time,
              row.offset,
              kwh(row.active),
              kwh(row.exported),
              kwh(row.reactive),
              row.estimated ? '1' : '0',
            ],
            language,
          ),
        )
        .join('');
    expect(readingsCsv('ES0031405970190001JN0F', rows, language)).toBe(expected);
  });
});
