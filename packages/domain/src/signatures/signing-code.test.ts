import { describe, expect, it } from 'vitest';
import {
  afterWrongCode,
  isSigningCodeShape,
  maskedDestination,
  normaliseSigningCode,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_VALID_MINUTES,
  signingAttemptsLeft,
  signingCodeOf,
  signingCodeState,
} from './signing-code.ts';
import { ZSigningSignRequestSchema } from './signing-schemas.ts';

describe('the one-time code', () => {
  it('is six digits, zeros kept', () => {
    expect(signingCodeOf(42)).toBe('000042');
    expect(signingCodeOf(999_999)).toBe('999999');
    expect(() => signingCodeOf(1_000_000)).toThrow(RangeError);
    expect(isSigningCodeShape('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '', ' 123456']) expect(isSigningCodeShape(bad)).toBe(false);
    expect(normaliseSigningCode('123 456')).toBe('123456');
  });

  it('is valid for its minutes from when it was sent', () => {
    const sent = new Date('2026-01-10T10:00:00Z');
    expect(signingCodeState(null, sent)).toBe('none');
    expect(signingCodeState(sent, new Date(sent.getTime() + SIGNING_CODE_VALID_MINUTES * 60_000 - 1))).toBe('valid');
    expect(signingCodeState(sent, new Date(sent.getTime() + SIGNING_CODE_VALID_MINUTES * 60_000))).toBe('expired');
  });

  it('burns the link on the last wrong try', () => {
    let attempts = 0;
    for (let i = 1; i < SIGNING_CODE_MAX_ATTEMPTS; i++) {
      const next = afterWrongCode(attempts);
      expect(next.burnt).toBe(false);
      attempts = next.attempts;
    }
    expect(signingAttemptsLeft(attempts)).toBe(1);
    expect(afterWrongCode(attempts)).toEqual({ attempts: SIGNING_CODE_MAX_ATTEMPTS, burnt: true });
    expect(signingAttemptsLeft(SIGNING_CODE_MAX_ATTEMPTS + 3)).toBe(0);
  });

  it('masks where it goes', () => {
    expect(maskedDestination('email', 'jordi@example.com')).toBe('j***@example.com');
    expect(maskedDestination('sms', '+34 612 345 678')).toBe('********678');
  });

  it('is read by the sign call with spaces between groups, and refused in any other shape', () => {
    const hash = 'a'.repeat(64);
    expect(ZSigningSignRequestSchema.parse({ token: 'abc', code: '123 456', document_sha256: hash }).code).toBe('123456');
    expect(ZSigningSignRequestSchema.safeParse({ token: 'abc', code: '12345', document_sha256: hash }).success).toBe(false);
    expect(ZSigningSignRequestSchema.safeParse({ token: 'abc', code: '123456', document_sha256: 'xyz' }).success).toBe(false);
    expect(ZSigningSignRequestSchema.safeParse({ token: 'a b', code: '123456', document_sha256: hash }).success).toBe(false);
  });
});
