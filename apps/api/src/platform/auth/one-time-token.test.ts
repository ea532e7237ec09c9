import { describe, expect, it } from 'vitest';
import { hashOneTimeToken, newOneTimeToken } from './one-time-token.ts';

describe('one-time tokens', () => {
  it('are 256-bit base64url secrets whose stored hash is not the secret', () => {
    const { token, hash } = newOneTimeToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashOneTimeToken(token)).toBe(hash);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newOneTimeToken().token));
    expect(tokens.size).toBe(1000);
  });
});
