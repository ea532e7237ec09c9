import { describe, expect, it } from 'vitest';
import { curveCsv } from './curve-csv.ts';

const hours = (n: number, wh = 250) => Array.from({ length: n }, (_, i) => wh + i);
const CUPS = 'ES0031408000000001AP0F';

describe('curveCsv', () => {
  it('writes one row per local hour, numbered 1..n, as a Spanish spreadsheet reads it: ; and a decimal comma', () => {
    const csv = curveCsv([{ cups: CUPS, day: '2025-03-01', activeWh: hours(24) }], 'es-ES');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('cups;date;hour;kwh');
    expect(lines[1]).toBe(`${CUPS};01/03/2025;1;0,250`);
    expect(lines[24]).toBe(`${CUPS};01/03/2025;24;0,273`);
    expect(lines).toHaveLength(26);
    expect(lines[25]).toBe('');
  });

  // Each language's spreadsheet: its separator, decimal mark and date order; never a thousands mark.
  it.each([
    ['ca-ES', `${CUPS};15/01/2025;1;1234,567`],
    ['gl-ES', `${CUPS};15/01/2025;1;1234,567`],
    ['fr-FR', `${CUPS};15/01/2025;1;1234,567`],
    ['de-DE', `${CUPS};15.01.2025;1;1234,567`],
    ['en-US', `${CUPS},01/15/2025,1,1234.567`],
  ])('in %s a row reads %s', (language, row) => {
    const csv = curveCsv([{ cups: CUPS, day: '2025-01-15', activeWh: [1_234_567] }], language);
    expect(csv.split('\r\n')[1]).toBe(row);
    expect(csv.split('\r\n')[0]).toBe(language === 'en-US' ? 'cups,date,hour,kwh' : 'cups;date;hour;kwh');
  });

  it('has 23 rows on the spring clock change and 25 on the autumn one', () => {
    const csv = curveCsv(
      [
        { cups: 'ES1', day: '2025-03-30', activeWh: hours(23) },
        { cups: 'ES1', day: '2025-10-26', activeWh: hours(25) },
      ],
      'es-ES',
    );
    const rows = csv.trim().split('\r\n').slice(1);
    expect(rows.filter((r) => r.includes(';30/03/2025;'))).toHaveLength(23);
    expect(rows.filter((r) => r.includes(';26/10/2025;'))).toHaveLength(25);
    expect(rows.at(-1)).toBe('ES1;26/10/2025;25;0,274');
  });

  it('is only the header when there is no metered day', () => {
    expect(curveCsv([], 'es-ES')).toBe('cups;date;hour;kwh\r\n');
  });

  it('quotes a field that is not a plain code, so it cannot split a row or start a formula', () => {
    expect(curveCsv([{ cups: '=1+1;x', day: '2025-01-01', activeWh: [1] }], 'es-ES').split('\r\n')[1]).toBe(`"'=1+1;x";01/01/2025;1;0,001`);
    expect(curveCsv([{ cups: 'ES,1', day: '2025-01-01', activeWh: [1] }], 'en-US').split('\r\n')[1]).toBe(`"ES,1",01/01/2025,1,0.001`);
  });

  it.each([
    [0, '0,000'],
    [7, '0,007'],
    [1234, '1,234'],
    [1_000_000, '1000,000'],
    [-1500, '-1,500'],
  ])('%i Wh is %s kWh, exactly', (wh, text) => {
    expect(curveCsv([{ cups: 'ES1', day: '2025-01-01', activeWh: [wh] }], 'es-ES').split('\r\n')[1]).toBe(`ES1;01/01/2025;1;${text}`);
  });

  it('refuses a fraction of a Wh', () => {
    expect(() => curveCsv([{ cups: 'ES1', day: '2025-01-01', activeWh: [1.5] }], 'es-ES')).toThrow();
  });
});
