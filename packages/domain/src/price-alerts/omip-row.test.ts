import { describe, expect, it } from 'vitest';
import { omipProductName } from './omip-product.ts';
import { OmipHeaderError, omipLineReader, type TOmipLine } from './omip-reader.ts';
import { omipDay, parseOmipHeader } from './omip-row.ts';

const HEADER =
  'Trading Date;Contract;Nominal Value (MWh);Best Bid (€/MWh);Best Ask (€/MWh);Last Price (€/MWh);Reference Price D-1 (€/MWh);Reference Price D (€/MWh);Open Interest (MW)';

const read = (...lines: string[]): TOmipLine[] => {
  const reader = omipLineReader();
  return lines.map((line) => reader(line));
};

describe('the OMIP settlement file (docs/price-alerts.md)', () => {
  it('finds the three columns read by their names, whatever their order, and the separator', () => {
    const header = parseOmipHeader(`\uFEFF${HEADER}`);
    expect(header.ok && header.value).toMatchObject({ separator: ';', columns: 9, index: { day: 0, product: 1, price: 7 } });
    const comma = parseOmipHeader('Reference price D,Instrument,Date');
    expect(comma.ok && comma.value).toMatchObject({ separator: ',', index: { day: 2, product: 1, price: 0 } });
  });

  it('reads a settlement per line: the day, the product, the reference price D in cents', () => {
    const [, line] = read(HEADER, '2026-11-27;FTB YR-27;8760;61,40;61,70;61,55;61,20;61,55;1250');
    expect(line).toEqual({ type: 'settlement', line: 2, settlement: { product: 'FTB YR-27', day: '2026-11-27', priceCents: 6155 } });
    const [, european] = read(HEADER, '27/11/2026;FTB  M Jan-27;744;;;;70,1;70,10;');
    expect(european).toMatchObject({ settlement: { product: 'FTB M Jan-27', day: '2026-11-27', priceCents: 7010 } });
  });

  it('reports a malformed line with its number and reason; blank lines are skipped', () => {
    const lines = read(
      HEADER,
      '2026-11-27;FTB YR-27;8760;;;;;61,55;',
      '',
      '2026-11-27;FTB Q1-27;2159;;;;;sixty;',
      '2026-02-30;FTB Q2-27;2184;;;;;55,00;',
      '2026-11-27;yearly contract;8760;;;;;55,00;',
      '2026-11-27;FTB Q3-27;2208;;;;;n.a.;',
      '2026-11-27;FTB Q4-27;2209;;;;55,00',
      '2026-11-27;FTB YR-28;8760;;;;;55,123;',
      '2026-11-27;"FTB YR-29;8760;;;;;55;',
    );
    expect(lines.map((line) => (line.type === 'rejected' ? [line.line, line.reason] : [line.line, line.type]))).toEqual([
      [1, 'header'],
      [2, 'settlement'],
      [3, 'blank'],
      [4, 'price_invalid'],
      [5, 'day_invalid'],
      [6, 'product_invalid'],
      [7, 'price_missing'],
      [8, 'columns'],
      [9, 'price_invalid'],
      [10, 'quote_unclosed'],
    ]);
  });

  it('a comma-separated file takes a decimal point, not a comma', () => {
    const [, point, comma] = read('Date,Contract,Settlement Price', '2026-11-27,FTB YR-27,61.55', '2026-11-27,FTB YR-27,"61,55"');
    expect(point).toMatchObject({ type: 'settlement', settlement: { priceCents: 6155 } });
    expect(comma).toMatchObject({ type: 'rejected', reason: 'price_invalid' });
  });

  it('refuses a file whose header names no date, contract or reference price column', () => {
    expect(() => read('Contract;Last Price (€/MWh)')).toThrow(OmipHeaderError);
    expect(() => read('Contract;Last Price (€/MWh)')).toThrow(/no column for day \(trading date\), price \(reference price d\)/);
  });

  it('knows a session date and a contract name when it sees one', () => {
    expect(omipDay('2026-11-27')).toBe('2026-11-27');
    expect(omipDay('1.2.2027')).toBe('2027-02-01');
    expect(omipDay('2026-13-01')).toBeUndefined();
    expect(omipDay('27/11/26')).toBeUndefined();
    expect(omipProductName('FTB D Fr08Jan-27')).toBe('FTB D Fr08Jan-27');
    expect(omipProductName('FTB PPA 26/30')).toBe('FTB PPA 26/30');
    expect(omipProductName('ftb YR-27')).toBeUndefined();
    expect(omipProductName('FTB <script>')).toBeUndefined();
  });
});
