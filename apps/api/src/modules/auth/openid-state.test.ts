import { describe, expect, it } from 'vitest';
import { isStateValid, signState } from './openid-state.ts';

const secret = new TextEncoder().encode('state-secret-state-secret-state-secret');

describe('single sign-on state', () => {
  it('is random and accepted with its own verifier', () => {
    const a = signState(secret, 'verifier-1');
    expect(a).not.toBe(signState(secret, 'verifier-1'));
    expect(isStateValid(secret, a, 'verifier-1')).toBe(true);
  });

  it('is refused with another verifier, another secret, or altered', () => {
    const state = signState(secret, 'verifier-1');
    expect(isStateValid(secret, state, 'verifier-2')).toBe(false);
    expect(isStateValid(new TextEncoder().encode('other-secret-other-secret-other'), state, 'verifier-1')).toBe(false);
    const [random, mac] = state.split('.');
    expect(isStateValid(secret, `${random}x.${mac}`, 'verifier-1')).toBe(false);
    expect(isStateValid(secret, `${random}.${mac!.slice(1)}`, 'verifier-1')).toBe(false);
    expect(isStateValid(secret, `${state}.more`, 'verifier-1')).toBe(false);
    expect(isStateValid(secret, 'plain', 'verifier-1')).toBe(false);
  });
});
