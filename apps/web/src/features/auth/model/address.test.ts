import { describe, expect, it } from 'vitest';
import { withoutQueryParams } from './address.ts';

describe('withoutQueryParams: credentials out of the address', () => {
  it.each([
    [{ pathname: '/', search: '?token=T&x=1', hash: '' }, '/?x=1'],
    [{ pathname: '/', search: '', hash: '#token=T' }, '/'],
    [{ pathname: '/perfil', search: '?x=1', hash: '#token=T&y=2' }, '/perfil?x=1#y=2'],
    [{ pathname: '/', search: '', hash: '#activitat' }, '/#activitat'],
  ])('%o → %s', (location, expected) => {
    expect(withoutQueryParams(location, ['token'])).toBe(expected);
  });
});
