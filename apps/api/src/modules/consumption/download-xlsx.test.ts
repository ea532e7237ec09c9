import { LANGUAGES, spreadsheetFormats } from '@portal/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readingsXlsx } from './download-files.ts';
import type { TDownloadRow } from './download-rows.ts';
import { DOWNLOAD_LABELS } from './texts/index.ts';

const CUPS = 'ES0031405524910004KL0F';
const rows: TDownloadRow[] = [
  { day: '2026-10-25', time: '02:00', quarter: 8, offset: 'UTC+02:00', active: 1234567, exported: 0, reactive: null, estimated: false },
  { day: '2026-10-25', time: '02:00', quarter: 8, offset: 'UTC+01:00', active: 250, exported: null, reactive: 12, estimated: true },
];

describe('readings as an .xlsx', () => {
  it.each(LANGUAGES)(
    '%s: kWh are numbers and days are dates in the language’s formats, under a frozen header, in columns that fit',
    async (language) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await readingsXlsx(CUPS, rows, language)) as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      const labels = DOWNLOAD_LABELS[language];
      const formats = spreadsheetFormats(language);
      expect(sheet.name).toBe(labels.sheet);
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        labels.cups,
        labels.date,
        labels.time,
        labels.offset,
        labels.active,
        labels.exported,
        labels.reactive,
        labels.estimated,
      ]);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

      const date = sheet.getCell('B2');
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect(date.value).toEqual(new Date('2026-10-25T00:00:00Z'));
      expect(date.numFmt).toBe(formats.date.replace(/\\/g, ''));
      const active = sheet.getCell('E2');
      expect(active.type).toBe(ExcelJS.ValueType.Number);
      expect(active.value).toBe(1234.567);
      expect(active.numFmt).toBe('#,##0.000');
      expect(sheet.getCell('G2').type).toBe(ExcelJS.ValueType.Null);
      expect(sheet.getCell('G3').value).toBe(0.012);
      expect([sheet.getCell('H2').value, sheet.getCell('H3').value]).toEqual([0, 1]);
      // The autumn change's two 02:00 slots, told apart by their offset.
      expect([sheet.getCell('C2').value, sheet.getCell('D2').value, sheet.getCell('D3').value]).toEqual([
        '02:00',
        'UTC+02:00',
        'UTC+01:00',
      ]);

      const width = (column: number) => sheet.getColumn(column).width ?? 0;
      expect(width(1)).toBeGreaterThanOrEqual(CUPS.length);
      expect(width(2)).toBeGreaterThanOrEqual('25/10/2026'.length);
      expect(width(5)).toBeGreaterThanOrEqual(Math.max(labels.active.length, '1,234.567'.length));
      expect(width(8)).toBeGreaterThanOrEqual(labels.estimated.length);
    },
  );
});
