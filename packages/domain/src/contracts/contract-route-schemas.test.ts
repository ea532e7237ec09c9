import { describe, expect, it } from 'vitest';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from './contract-route-schemas.ts';

describe('ZContractNameParamsSchema', () => {
  it.each([
    ['0001001', true],
    ['x'.repeat(64), true],
    ['', false],
    ['x'.repeat(65), false],
  ])('%s → %s', (contractName, valid) => {
    expect(ZContractNameParamsSchema.safeParse({ contractName }).success).toBe(valid);
  });
});

describe('ZContractTypeQuerySchema', () => {
  it.each([
    [{}, true],
    [{ type: 'electricity' }, true],
    [{ type: 'gas' }, true],
    [{ type: 'water' }, false],
  ])('%j → %s', (query, valid) => {
    expect(ZContractTypeQuerySchema.safeParse(query).success).toBe(valid);
  });
});
