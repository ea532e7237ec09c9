import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvSeparator, formatCsvNumber } from './csv.ts';

describe('CSV as the language’s spreadsheets read it', () => {
  it.each([
    ['ca-ES', ';', '1234,50'],
    ['es-ES', ';', '1234,50'],
    ['gl-ES', ';', '1234,50'],
    ['fr-FR', ';', '1234,50'],
    ['de-DE', ';', '1234,50'],
    ['en-US', ',', '1234.50'],
  ])('%s: separator %s, figures like %s (fixed decimals, no thousands mark)', (language, separator, figure) => {
    expect(csvSeparator(language)).toBe(separator);
    expect(formatCsvNumber(1234.5, language, 2)).toBe(figure);
  });

  it('rounds half away from zero and keeps the sign', () => {
    expect(formatCsvNumber(-0.0005, 'es-ES', 3)).toBe('-0,001');
    expect(formatCsvNumber(2, 'en-US', 3)).toBe('2.000');
  });

  it('quotes what could split a row and defuses what would start a formula', () => {
    expect(csvField('ES0031408000000001AP0F')).toBe('ES0031408000000001AP0F');
    expect(csvField('Carrer Major 5')).toBe('Carrer Major 5');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });

  it('joins a line with the separator and ends it in CRLF', () => {
    expect(csvLine(['a', '1,5'], 'es-ES')).toBe('a;1,5\r\n');
    expect(csvLine(['a', '1.5'], 'en-US')).toBe('a,1.5\r\n');
  });
});
