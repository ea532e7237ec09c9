import { describe, expect, it } from 'vitest';
import { spreadsheetFormats } from './spreadsheet-formats.ts';

describe('spreadsheetFormats', () => {
  it.each([
    ['ca-ES', 'dd\\/mm\\/yyyy', '#,##0.00 "€";-#,##0.00 "€"'],
    ['es-ES', 'dd\\/mm\\/yyyy', '#,##0.00 "€";-#,##0.00 "€"'],
    ['gl-ES', 'dd\\/mm\\/yyyy', '#,##0.00 "€";-#,##0.00 "€"'],
    ['fr-FR', 'dd\\/mm\\/yyyy', '#,##0.00 "€";-#,##0.00 "€"'],
    ['de-DE', 'dd\\.mm\\.yyyy', '#,##0.00 "€";-#,##0.00 "€"'],
    ['en-US', 'mm\\/dd\\/yyyy', '"€"#,##0.00;-"€"#,##0.00'],
  ])('%s orders a day and places the euro as the language does', (language, date, money) => {
    expect(spreadsheetFormats(language)).toEqual({ date, money, energy: '#,##0.000', integer: '0' });
  });
});
