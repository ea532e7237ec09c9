import { describe, expect, it } from 'vitest';
import { ZFilterParamsQuerySchema, ZFilterParamsResponseSchema } from './filter-params-schemas.ts';

describe('ZFilterParamsQuerySchema', () => {
  it('reads the comma list of fields, all by default', () => {
    expect(ZFilterParamsQuerySchema.parse({ fields: 'vats, cups,vats', type: 'gas' })).toEqual({ fields: ['cups', 'vats'], type: 'gas' });
    expect(ZFilterParamsQuerySchema.parse({ type: 'multipoint' })).toEqual({
      fields: ['cups', 'addresses', 'contracts', 'vats'],
      type: 'multipoint',
    });
    expect(ZFilterParamsQuerySchema.parse({ fields: '', type: 'electricity' }).fields).toHaveLength(4);
  });

  it('refuses unknown fields and types', () => {
    expect(ZFilterParamsQuerySchema.safeParse({ fields: 'cups,passwords', type: 'gas' }).success).toBe(false);
    expect(ZFilterParamsQuerySchema.safeParse({ fields: 'cups', type: 'water' }).success).toBe(false);
    expect(ZFilterParamsQuerySchema.safeParse({ fields: 'cups' }).success).toBe(false);
  });
});

describe('ZFilterParamsResponseSchema', () => {
  it('lists only the fields asked for', () => {
    expect(ZFilterParamsResponseSchema.parse({ contracts: ['0001001'] })).toEqual({ contracts: ['0001001'] });
  });
});
