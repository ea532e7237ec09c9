import { describe, expect, it } from 'vitest';
import { signingTokenOf } from './signing-token.ts';

describe('signingTokenOf', () => {
  it('reads the secret of the fragment and nothing else', () => {
    const token = 'a'.repeat(43);
    expect(signingTokenOf(`#${token}`)).toBe(token);
    expect(signingTokenOf('')).toBeUndefined();
    expect(signingTokenOf('#short')).toBeUndefined();
    expect(signingTokenOf('#not a token with spaces and more')).toBeUndefined();
  });
});
