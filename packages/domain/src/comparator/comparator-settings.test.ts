import { describe, expect, it } from 'vitest';
import { comparatorSettingsOf } from './comparator-settings.ts';

describe('comparatorSettingsOf (visitor-and-shell §2.6, §3.10)', () => {
  it.each([
    [{ enabled: true }, { offersManualMode: true, productsUrl: '' }],
    [undefined, { offersManualMode: true, productsUrl: '' }],
    [{ calculationMode: 'writed_data' }, { offersManualMode: false, productsUrl: '' }],
    [{ calculationMode: 'invoice' }, { offersManualMode: true, productsUrl: '' }],
    [{ calculationMode: 7 }, { offersManualMode: true, productsUrl: '' }],
    [{ productsUrl: 'https://energia.example/tarifes' }, { offersManualMode: true, productsUrl: 'https://energia.example/tarifes' }],
    [{ productsUrl: 'javascript:alert(1)' }, { offersManualMode: true, productsUrl: '' }],
    [{ productsUrl: 42 }, { offersManualMode: true, productsUrl: '' }],
  ])('%j → %j', (comparator, expected) => {
    expect(comparatorSettingsOf(comparator)).toEqual(expected);
  });
});
