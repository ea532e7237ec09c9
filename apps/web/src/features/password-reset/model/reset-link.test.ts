import { describe, expect, it } from 'vitest';
import { resetTokenOf, searchWithoutToken } from './reset-link.ts';

describe('the mailed link', () => {
  it('reads the secret and leaves the rest of the address', () => {
    expect(resetTokenOf('?token=abc-DEF_1')).toBe('abc-DEF_1');
    expect(resetTokenOf('?token=')).toBeUndefined();
    expect(resetTokenOf('')).toBeUndefined();
    expect(searchWithoutToken('?token=abc')).toBe('');
    expect(searchWithoutToken('?lang=ca&token=abc')).toBe('?lang=ca');
  });
});
