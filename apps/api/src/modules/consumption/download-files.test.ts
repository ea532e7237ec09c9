import { csvField, csvLine, formatCsvNumber, formatShortDate, LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { readingsCsv } from './download-files.ts';
import type { TDownloadRow } from './download-rows.ts';
import { DOWNLOAD_LABELS } from './texts/index.ts';

describe('readingsCsv', () => {
  const rows: TDownloadRow[] = [
    { day: '2025-10-26', time: '02:00', quarter: 8, offset: 'UTC+02:00', active: 1234, exported: null, reactive: 7, estimated: false },
    { day: '2025-10-26', time: '02:00', quarter: 8, offset: 'UTC+01:00', active: null, exported: 5, reactive: null, estimated: true },
    { day: '2025-10-27', time: '00:15', quarter: 1, offset: 'UTC+01:00', active: 0, exported: 999_999, reactive: 1000, estimated: false },
    // Whole Wh written as kWh digit by digit: every width, and a value that is not whole.
    ...[1, 9, 10, 999, 1001, 12_345, 1_000_000, 2_147_483_647, 1.5].map(
      (wh): TDownloadRow => ({
        day: '2025-10-28',
        time: '23:45',
        quarter: 95,
        offset: 'UTC+01:00',
        active: wh,
        exported: wh * 2,
        reactive: null,
        estimated: false,
      }),
    ),
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
    const file = readingsCsv(
      'ES0031405970190001JN0F',
      (visit) => {
        for (const row of rows) visit(row);
      },
      language,
    );
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.subarray(3).toString('utf8')).toBe(expected);
  });
});
