import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRICE_ALERT_FORM,
  isPriceAlertFormComplete,
  ZPriceAlertDeleteRequestSchema,
  ZPriceAlertFormSchema,
  ZPriceAlertRequestSchema,
} from './price-alert-schemas.ts';

const keysOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the alert form (visitor-and-shell §5.5)', () => {
  it('the add button starts disabled: nothing chosen', () => {
    expect(isPriceAlertFormComplete(EMPTY_PRICE_ALERT_FORM)).toBe(false);
  });

  it.each([
    [{ product: 'FTB YR-27', type: '>', price: '61,55' }, true],
    [{ product: 'FTB YR-27', type: '<', price: '0' }, true],
    [{ product: 'FTB YR-27', type: '==', price: '61.55' }, true],
    [{ product: '', type: '>', price: '61' }, false],
    [{ product: '   ', type: '>', price: '61' }, false],
    [{ product: 'FTB YR-27', type: '', price: '61' }, false],
    [{ product: 'FTB YR-27', type: '>', price: '' }, false],
    [{ product: 'FTB YR-27', type: '>', price: '-1' }, false],
    [{ product: 'FTB YR-27', type: '>', price: 'sixty' }, false],
  ] as const)('%o: add enabled %s', (values, enabled) => {
    expect(isPriceAlertFormComplete(values)).toBe(enabled);
  });

  it('names each rule’s message key under its field', () => {
    expect(keysOf(ZPriceAlertFormSchema.safeParse({ product: '', type: '', price: '' }))).toEqual({
      product: 'price_alert_product_required',
      type: 'price_alert_type_required',
      price: 'price_alert_price_required',
    });
    expect(keysOf(ZPriceAlertFormSchema.safeParse({ product: 'FTB YR-27', type: '>', price: '-0,5' }))).toEqual({
      price: 'price_alert_price_negative',
    });
    expect(keysOf(ZPriceAlertFormSchema.safeParse({ product: 'FTB YR-27', type: '>', price: 'abc' }))).toEqual({
      price: 'price_alert_price_invalid',
    });
  });

  it('reads the price typed with a decimal comma, and a number as the API gets it', () => {
    expect(ZPriceAlertFormSchema.parse({ product: ' FTB YR-27 ', type: '>', price: '61,55' })).toEqual({
      product: 'FTB YR-27',
      type: '>',
      price: 61.55,
    });
    expect(ZPriceAlertRequestSchema.parse({ id: null, product: 'FTB YR-27', type: '<', price: 40 }).price).toBe(40);
  });
});

describe('the delete (§8: a null id is the delete error)', () => {
  it.each([[{ id: null }], [{}], [{ id: 0 }], [{ id: 'x' }]])('%o is refused with price_alert_id_required', (body) => {
    const result = ZPriceAlertDeleteRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(keysOf(result).id).toBe('price_alert_id_required');
  });

  it('an id is accepted', () => {
    expect(ZPriceAlertDeleteRequestSchema.parse({ id: 7 })).toEqual({ id: 7 });
  });
});
