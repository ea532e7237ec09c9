import { LANGUAGES, spreadsheetFormats } from '@portal/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { batteriesXlsx } from './battery-spreadsheet.ts';
import type { TLedgerRow, TLinkRow } from './repo.ts';
import { VIRTUAL_BATTERY_TEXTS } from './texts/index.ts';

const link = (contract: string, percentage: number): TLinkRow => ({
  id: 1,
  batteryId: 7,
  contractId: 1,
  contract,
  startDate: '2025-01-01',
  endDate: null,
  percentage,
  setting: 'aplicar',
  isOrigin: false,
});
const entry = (date: string, kind: TLedgerRow['kind'], cents: number): TLedgerRow => ({
  batteryId: 7,
  contractId: 1,
  date,
  kind,
  cents,
  invoice: `FE${date.replaceAll('-', '')}`,
  contract: '0001001',
});
const ledger = [entry('2025-05-31', 'deposit', 712345), entry('2025-06-30', 'discount', 1420), entry('2025-07-31', 'deposit', 355)];

describe('the batteries’ spreadsheet', () => {
  it.each(LANGUAGES)('%s: euros are numbers and days are dates in the language’s formats, under a frozen header', async (language) => {
    const workbook = new ExcelJS.Workbook();
    const bytes = await batteriesXlsx(
      [{ id: 7, name: 'Bateria Girona', links: [link('0001001', 40), link('0001002', 60)], ledger }],
      language,
    );
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    const labels = VIRTUAL_BATTERY_TEXTS[language].sheet;
    const formats = spreadsheetFormats(language);
    const [summary, battery] = workbook.worksheets;
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([labels.summary, 'Bateria Girona']);

    expect(summary!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(summary!.getRow(1).values).toEqual([undefined, labels.battery, labels.balance, labels.deposits, labels.discounts, labels.links]);
    const balance = summary!.getCell('B2');
    expect(balance.type).toBe(ExcelJS.ValueType.Number);
    expect(balance.value).toBe(7112.8);
    expect(balance.numFmt).toBe(formats.money);
    expect([summary!.getCell('C2').value, summary!.getCell('D2').value]).toEqual([7127, 14.2]);
    expect(summary!.getColumn(2).width ?? 0).toBeGreaterThanOrEqual(Math.max(labels.balance.length, '7.112,80 €'.length));

    expect(battery!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(battery!.getRow(1).values).toEqual([
      undefined,
      labels.date,
      labels.invoice,
      labels.contract,
      labels.deposit,
      labels.discount,
      labels.runningBalance,
    ]);
    const day = battery!.getCell('A3');
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect(day.value).toEqual(new Date('2025-06-30T00:00:00Z'));
    expect(day.numFmt).toBe(formats.date.replace(/\\/g, ''));
    expect(battery!.getCell('D3').type).toBe(ExcelJS.ValueType.Null);
    expect(battery!.getCell('E3').value).toBe(14.2);
    // The running balance after each row, as numbers a spreadsheet can check against the columns.
    expect([2, 3, 4].map((row) => battery!.getCell(`F${row}`).value)).toEqual([7123.45, 7109.25, 7112.8]);
    expect(battery!.getCell('F4').numFmt).toBe(formats.money);
    expect(battery!.getColumn(1).width ?? 0).toBeGreaterThanOrEqual('30/06/2025'.length);
  });
});
