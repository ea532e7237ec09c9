import { describe, expect, it } from 'vitest';
import { canMoveSigning, isFinalSigningState, isSigningExpired, SIGNING_STATES, type TSigningState } from './signing-lifecycle.ts';

// The whole table of moves: every pair of states, allowed or refused (docs/signatures.md, "Lifecycle").
const ALLOWED: ReadonlyArray<[TSigningState, TSigningState]> = [
  ['waiting_for_signature', 'signed'],
  ['waiting_for_signature', 'expired'],
  ['waiting_for_signature', 'cancelled'],
  ['signed', 'applied'],
  ['signed', 'rejected'],
];

describe('canMoveSigning', () => {
  const pairs = SIGNING_STATES.flatMap((from) => SIGNING_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
    expect(canMoveSigning(from, to)).toBe(allowed);
  });

  it('refuses what the brief names: skipping the signature, undoing a decision, cancelling once signed', () => {
    expect(canMoveSigning('waiting_for_signature', 'applied')).toBe(false);
    expect(canMoveSigning('applied', 'rejected')).toBe(false);
    expect(canMoveSigning('rejected', 'applied')).toBe(false);
    expect(canMoveSigning('signed', 'cancelled')).toBe(false);
    expect(canMoveSigning('signed', 'expired')).toBe(false);
    expect(canMoveSigning('expired', 'signed')).toBe(false);
  });

  it('calls only the decided, expired and cancelled states final', () => {
    expect(SIGNING_STATES.filter(isFinalSigningState)).toEqual(['applied', 'rejected', 'expired', 'cancelled']);
  });
});

describe('isSigningExpired', () => {
  const expiresAt = new Date('2026-01-10T10:00:00Z');
  it('is expired from the expiry on, only while unsigned', () => {
    expect(isSigningExpired('waiting_for_signature', expiresAt, new Date('2026-01-10T09:59:59Z'))).toBe(false);
    expect(isSigningExpired('waiting_for_signature', expiresAt, expiresAt)).toBe(true);
    expect(isSigningExpired('signed', expiresAt, new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });
});
