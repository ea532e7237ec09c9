import { formatCsvNumber, LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { wholeWhAsKwh } from './download-files.ts';

describe('wholeWhAsKwh', () => {
  it.each(LANGUAGES)('writes Wh as formatCsvNumber writes kWh with three decimals in %s', (language) => {
    const kwh = wholeWhAsKwh(language);
    for (const wh of [0, 1, 9, 10, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2_147_483_647]) {
      expect(kwh(wh), String(wh)).toBe(formatCsvNumber(wh / 1000, language, 3));
    }
    expect(kwh(null)).toBe('');
  });
});
