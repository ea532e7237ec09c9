import { describe, expect, it } from 'vitest';
import { mustClearTariff, tariffIdFromRegistry, tariffNameOf } from './tariff-choice.ts';

const LIST = [
  { id: 1, name: '2.0TD' },
  { id: 2, name: '3.0TD' },
];

describe('the tariff choice (visitor-and-shell §4.4)', () => {
  it.each([
    [LIST, '2', true, false],
    [LIST, '9', true, true],
    [LIST, '9', false, false],
    [LIST, '', true, false],
    [undefined, '9', true, false],
  ])('list %j, chosen %s, current %s → clear %s', (list, id, current, clear) => {
    expect(mustClearTariff(list, id, current)).toBe(clear);
  });

  it('names the chosen tariff', () => {
    expect(tariffNameOf(LIST, '2')).toBe('3.0TD');
    expect(tariffNameOf(LIST, 2)).toBe('3.0TD');
    expect(tariffNameOf(LIST, '')).toBeUndefined();
  });

  it.each([
    [{ id: 2, name: '3.0TD' }, '2'],
    [{ id: null, name: '2.0 TD' }, '1'],
    [{ id: 7, name: '6.1TD' }, '7'],
    [{ id: null, name: '6.1TD' }, ''],
  ])('registry tariff %j → %s', (named, id) => {
    expect(tariffIdFromRegistry(LIST, named)).toBe(id);
  });
});
