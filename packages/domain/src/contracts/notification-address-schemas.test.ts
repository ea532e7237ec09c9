import { describe, expect, it } from 'vitest';
import {
  type TNewAddress,
  ZNewAddressSchema,
  ZNotificationAddressExistingRequestSchema,
  ZNotificationAddressNewRequestSchema,
} from './notification-address-schemas.ts';
import { GIRONA_ADDRESS } from './test/address-fixture.ts';

const valid: TNewAddress = {
  ...GIRONA_ADDRESS,
  bq: 'A',
  es: '2',
  pt: '3',
  pu: '1a',
  ref_catastral: '9872023 VH5797S 0001 WX',
  email: 'maria@example.org',
};

const errorsOf = (patch: Record<string, unknown>) => {
  const result = ZNewAddressSchema.safeParse({ ...valid, ...patch });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ZNewAddressSchema', () => {
  it('accepts a full address and normalises the cadastral reference', () => {
    const result = ZNewAddressSchema.parse(valid);
    expect(result.ref_catastral).toBe('9872023VH5797S0001WX');
  });

  it('accepts the optional parts left out or empty', () => {
    const { bq, es, pt, pu, ref_catastral, ...required } = valid;
    expect(ZNewAddressSchema.safeParse(required).success).toBe(true);
    expect(errorsOf({ bq: '', es: '', pt: '', pu: '', ref_catastral: '' })).toEqual({});
  });

  it('name: 1 to 256', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: 'required_field' });
    expect(errorsOf({ name: 'x'.repeat(256) })).toEqual({});
    expect(errorsOf({ name: 'x'.repeat(257) })).toEqual({ name: 'field_too_long' });
  });

  it('dp: required, five digits of a province', () => {
    expect(errorsOf({ dp: '' })).toEqual({ dp: 'required_field' });
    expect(errorsOf({ dp: '1700' })).toEqual({ dp: 'postal_code_not_valid' });
    expect(errorsOf({ dp: '170011' })).toEqual({ dp: 'postal_code_not_valid' });
    expect(errorsOf({ dp: '17A01' })).toEqual({ dp: 'postal_code_not_valid' });
    expect(errorsOf({ dp: '99001' })).toEqual({ dp: 'postal_code_not_valid' });
  });

  it('ine, state, poblacio and tv: required', () => {
    expect(errorsOf({ ine: '', state: '', poblacio: '', tv: '' })).toEqual({
      ine: 'required_field',
      state: 'required_field',
      poblacio: 'required_field',
      tv: 'required_field',
    });
    expect(errorsOf({ ine: undefined })).toEqual({ ine: 'required_field' });
  });

  it('nv: 1 to 256', () => {
    expect(errorsOf({ nv: '' })).toEqual({ nv: 'required_field' });
    expect(errorsOf({ nv: 'x'.repeat(257) })).toEqual({ nv: 'field_too_long' });
  });

  it('pnp: 1 to 9', () => {
    expect(errorsOf({ pnp: '' })).toEqual({ pnp: 'required_field' });
    expect(errorsOf({ pnp: '123456789' })).toEqual({});
    expect(errorsOf({ pnp: '1234567890' })).toEqual({ pnp: 'field_too_long' });
  });

  it('bq, es, pu at most 4 and pt at most 10', () => {
    expect(errorsOf({ bq: '1234', es: '1234', pu: '1234', pt: '1234567890' })).toEqual({});
    expect(errorsOf({ bq: '12345', es: '12345', pu: '12345', pt: '12345678901' })).toEqual({
      bq: 'field_too_long',
      es: 'field_too_long',
      pu: 'field_too_long',
      pt: 'field_too_long',
    });
  });

  it('ref_catastral: when given, a 20-character reference with valid control letters', () => {
    expect(errorsOf({ ref_catastral: '9872023VH5797S0001WZ' })).toEqual({ ref_catastral: 'ref_catastral_checksum_invalid' });
    expect(errorsOf({ ref_catastral: '9872023VH5797S' })).toEqual({ ref_catastral: 'ref_catastral_checksum_invalid' });
  });

  it('ref_catastral: pasted with dots and dashes, checked and kept in the compact form', () => {
    expect(ZNewAddressSchema.parse({ ...valid, ref_catastral: '7837301-VG8173B-0001 TT' }).ref_catastral).toBe('7837301VG8173B0001TT');
    expect(errorsOf({ ref_catastral: '7837301-VG8173B-0001 NN' })).toEqual({ ref_catastral: 'ref_catastral_checksum_invalid' });
  });

  it('mobile: at least 4 characters and valid', () => {
    expect(errorsOf({ mobile: '' })).toEqual({ mobile: 'required_field' });
    expect(errorsOf({ mobile: '600' })).toEqual({ mobile: 'lead_contact_phone_not_valid' });
    expect(errorsOf({ mobile: '123456789' })).toEqual({ mobile: 'lead_contact_phone_not_valid' });
    expect(errorsOf({ mobile: '+34 600 12 34 56' })).toEqual({});
  });

  it('mobile: the number as the portal shows it is valid; a 13th digit is not', () => {
    expect(errorsOf({ mobile: '+34 612 345 678' })).toEqual({});
    expect(errorsOf({ mobile: '+34 612 345 678 9' })).toEqual({ mobile: 'lead_contact_phone_not_valid' });
  });

  it('email: valid', () => {
    expect(errorsOf({ email: 'maria@' })).toEqual({ email: 'email_not_valid' });
    expect(errorsOf({ email: '' })).toEqual({ email: 'required_field' });
    expect(errorsOf({ email: ' maria@example.org ' })).toEqual({});
  });
});

describe('notification address requests', () => {
  it('wraps a new address', () => {
    expect(ZNotificationAddressNewRequestSchema.safeParse({ address: valid }).success).toBe(true);
    expect(ZNotificationAddressNewRequestSchema.safeParse({}).success).toBe(false);
  });

  it('needs an existing address id', () => {
    expect(ZNotificationAddressExistingRequestSchema.safeParse({ addressId: 7 }).success).toBe(true);
    const missing = ZNotificationAddressExistingRequestSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('required_field');
    expect(ZNotificationAddressExistingRequestSchema.safeParse({ addressId: 0 }).success).toBe(false);
  });
});
