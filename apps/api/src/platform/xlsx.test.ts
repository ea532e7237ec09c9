import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, xlsxWorkbook } from './xlsx.ts';

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
});
