import { describe, expect, it } from 'vitest';
import { composeFullAddress } from './full-address.ts';

describe('composeFullAddress', () => {
  it.each([
    [
      'skips empty parts; no province when it is the locality',
      { tv: 'AV', nv: 'Diagonal', pnp: '640', bq: '', es: 'B', pt: '6', pu: '', dp: '08017', poblacio: 'Barcelona', state: 'Barcelona' },
      'AV Diagonal 640 B 6, 08017 Barcelona',
    ],
    [
      'adds the province when it differs from the locality',
      { tv: 'CL', nv: 'Major', pnp: '1', dp: '08201', poblacio: 'Sabadell', state: 'Barcelona' },
      'CL Major 1, 08201 Sabadell (Barcelona)',
    ],
    [
      'prints block, stairs, floor and door in that order',
      { tv: 'CL', nv: 'Arenal', pnp: '20', bq: '2', es: 'A', pt: '4', pu: 'B', dp: '28013', poblacio: 'Madrid', state: 'Madrid' },
      'CL Arenal 20 2 A 4 B, 28013 Madrid',
    ],
    [
      'trims what was typed with spaces, and null parts count as empty',
      { tv: 'CL', nv: ' Nou ', pnp: '14 ', bq: null, pt: ' 2', dp: ' 17001', poblacio: 'Girona ', state: ' Girona' },
      'CL Nou 14 2, 17001 Girona',
    ],
  ])('%s', (_case, parts, expected) => {
    expect(composeFullAddress(parts)).toBe(expected);
  });
});
