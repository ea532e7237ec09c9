import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, sheetNames, xlsxWorkbook, xlsxWorkbookOf } from './xlsx.ts';

describe('xlsx', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes strings inline and escaped, numbers as numbers, and leaves nulls out', () => {
    const files = unzipSync(xlsxWorkbook('Sheet: a/b', [['<a & "b">', 1.5, null, 'x\u0001y']]));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(
      '<c r="A1" t="inlineStr"><is><t xml:space="preserve">&lt;a &amp; &quot;b&quot;&gt;</t></is></c><c r="B1"><v>1.5</v></c><c r="D1"',
    );
    expect(sheet).toContain('xy</t>');
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Sheet  a b"');
  });

  it('writes several sheets, each in its own part, named once each whatever the case', () => {
    const files = unzipSync(
      xlsxWorkbookOf([
        { name: 'Summary', rows: [['a']] },
        { name: 'Bateria', rows: [['b', 2]] },
        { name: 'bateria', rows: [] },
      ]),
    );
    const workbook = strFromU8(files['xl/workbook.xml']!);
    expect(workbook).toContain('<sheet name="Summary" sheetId="1" r:id="rId1"/><sheet name="Bateria" sheetId="2" r:id="rId2"/>');
    expect(workbook).toContain('<sheet name="bateria (2)" sheetId="3" r:id="rId3"/>');
    expect(strFromU8(files['xl/_rels/workbook.xml.rels']!)).toContain('Id="rId3"');
    expect(strFromU8(files['[Content_Types].xml']!)).toContain('/xl/worksheets/sheet3.xml');
    expect(strFromU8(files['xl/worksheets/sheet2.xml']!)).toContain('<c r="B1"><v>2</v></c>');
    expect(strFromU8(files['xl/worksheets/sheet3.xml']!)).toContain('<sheetData></sheetData>');
    expect(() => xlsxWorkbookOf([])).toThrow(RangeError);
  });

  it('keeps sheet names within 31 characters, unique, never empty', () => {
    const long = 'x'.repeat(40);
    expect(sheetNames([long, long, '', '[]'])).toEqual(['x'.repeat(31), `${'x'.repeat(27)} (2)`, 'Sheet', 'Sheet (2)']);
  });
});
