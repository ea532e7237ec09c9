import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnWidths, sheetNames, xlsxOf } from './spreadsheet.ts';

async function read(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}

describe('spreadsheet', () => {
  it('stores numbers as numbers and days as dates with their formats, under a frozen, bold header', async () => {
    const workbook = await read(
      await xlsxOf([
        {
          name: 'Sheet: a/b',
          columns: [
            { header: 'Day', kind: 'date', format: 'dd\\/mm\\/yyyy' },
            { header: 'Amount', kind: 'number', format: '#,##0.00 "€"' },
            { header: 'Note', kind: 'text' },
          ],
          rows: [
            ['2025-03-31', 1409.58, '<a & "b">'],
            ['2025-04-01', null, 'x\u0001y'],
          ],
        },
      ]),
    );
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Sheet  a b');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe('Day');
    expect(sheet.getRow(1).font?.bold ?? sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const day = sheet.getCell('A2');
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect((day.value as Date).toISOString()).toBe('2025-03-31T00:00:00.000Z');
    // ExcelJS reads the escaped separators back without their backslashes.
    expect(day.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B2').value).toBe(1409.58);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('C2').value).toBe('<a & "b">');
    expect(sheet.getCell('C3').value).toBe('xy');
    expect(sheet.getColumn(3).width).toBe('<a & "b">'.length + 2);
  });

  it('writes several sheets, named once each whatever the case', async () => {
    const column = { header: 'a', kind: 'text' } as const;
    const workbook = await read(
      await xlsxOf([
        { name: 'Summary', columns: [column], rows: [['a']] },
        { name: 'Bateria', columns: [column], rows: [['b']] },
        { name: 'bateria', columns: [column], rows: [] },
      ]),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Bateria', 'bateria (2)']);
    expect(workbook.worksheets[2]!.rowCount).toBe(1);
    await expect(xlsxOf([])).rejects.toThrow(RangeError);
  });

  it('keeps sheet names within 31 characters, unique, never empty', () => {
    const long = 'x'.repeat(40);
    expect(sheetNames([long, long, '', '[]'])).toEqual(['x'.repeat(31), `${'x'.repeat(27)} (2)`, 'Sheet', 'Sheet (2)']);
  });

  it('makes each column as wide as its header or its widest value as shown, within a cap', () => {
    expect(
      columnWidths({
        columns: [
          { header: 'Saldo', kind: 'number', format: '#,##0.00 "€"' },
          { header: 'Balance', kind: 'number', format: '"€"#,##0.00;-"€"#,##0.00' },
          { header: 'Fecha', kind: 'date', format: 'dd\\/mm\\/yyyy' },
          { header: 'Long', kind: 'text' },
        ],
        rows: [[1234567.891, -1409.58, '2025-03-31', 'y'.repeat(100)]],
      }),
    ).toEqual(['1.234.567,89 €'.length + 2, '-€1,409.58'.length + 2, '31/03/2025'.length + 2, 60]);
  });
});
