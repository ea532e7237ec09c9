import { describe, expect, it } from 'vitest';
import { CONTRACT_PAGE_SIZES, CONTRACT_SEARCH_DEBOUNCE_MS, POSTAL_CODE_DEBOUNCE_MS, ZContractListQuerySchema } from './contract-list.ts';

describe('contract list', () => {
  it('has the spec page sizes and debounces', () => {
    expect(CONTRACT_PAGE_SIZES).toEqual([5, 10, 25, 50, 100]);
    expect(CONTRACT_SEARCH_DEBOUNCE_MS).toBe(1500);
    expect(POSTAL_CODE_DEBOUNCE_MS).toBe(700);
  });

  it('defaults offset 0 and limit 10', () => {
    expect(ZContractListQuerySchema.parse({ type: 'electricity' })).toEqual({ type: 'electricity', offset: 0, limit: 10 });
  });

  it('reads query-string numbers, flags and a trimmed filter', () => {
    expect(ZContractListQuerySchema.parse({ type: 'gas', offset: '20', limit: '25', initial: 'true', filter: ' 2.0TD ' })).toEqual({
      type: 'gas',
      offset: 20,
      limit: 25,
      initial: true,
      filter: '2.0TD',
    });
  });

  it('bounds offset, limit, filter and type', () => {
    expect(ZContractListQuerySchema.safeParse({ type: 'gas', offset: '-1' }).success).toBe(false);
    expect(ZContractListQuerySchema.safeParse({ type: 'gas', limit: '0' }).success).toBe(false);
    expect(ZContractListQuerySchema.safeParse({ type: 'gas', limit: '200' }).success).toBe(true);
    expect(ZContractListQuerySchema.safeParse({ type: 'gas', limit: '201' }).success).toBe(false);
    expect(ZContractListQuerySchema.safeParse({ type: 'gas', limit: '2.5' }).success).toBe(false);
    expect(ZContractListQuerySchema.safeParse({ type: 'gas', filter: 'x'.repeat(200) }).success).toBe(true);
    expect(ZContractListQuerySchema.safeParse({ type: 'gas', filter: 'x'.repeat(201) }).success).toBe(false);
    expect(ZContractListQuerySchema.safeParse({ type: 'multipoint' }).success).toBe(false);
    expect(ZContractListQuerySchema.safeParse({}).success).toBe(false);
  });
});
