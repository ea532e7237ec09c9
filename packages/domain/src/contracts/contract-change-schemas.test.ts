import { describe, expect, it } from 'vitest';
import {
  ZCadastralReferenceRequestSchema,
  ZInvoiceOnlineRequestSchema,
  ZNoCessionSipsRequestSchema,
  ZWaitingForSignatureResponseSchema,
} from './contract-change-schemas.ts';

const messages = (value: unknown) =>
  ZCadastralReferenceRequestSchema.safeParse({ ref_catastral: value }).error?.issues.map((issue) => issue.message) ?? [];

describe('ZCadastralReferenceRequestSchema', () => {
  it('upper-cases and strips spaces', () => {
    expect(ZCadastralReferenceRequestSchema.parse({ ref_catastral: ' 9872023 vh5797s 0001 wx ' })).toEqual({
      ref_catastral: '9872023VH5797S0001WX',
    });
  });

  it('takes a reference pasted with dots and dashes and gives the compact form', () => {
    expect(ZCadastralReferenceRequestSchema.parse({ ref_catastral: '7837301-VG8173B-0001 TT' })).toEqual({
      ref_catastral: '7837301VG8173B0001TT',
    });
    expect(messages('7837301-VG8173B-0001 TTX')).toEqual(['ref_catastral_dialog_error_length']);
  });

  it('accepts 1 to 20 letters and digits', () => {
    expect(messages('9872023VH5797S')).toEqual([]);
    expect(messages('')).toEqual(['required_field']);
    expect(messages('  ')).toEqual(['required_field']);
    expect(messages('9872023VH5797S0001WXA')).toEqual(['ref_catastral_dialog_error_length']);
    expect(messages('9872023/VH')).toEqual(['ref_catastral_dialog_error_no_alpha']);
    expect(messages(undefined)).toEqual(['required_field']);
  });

  it('refuses a 20-character reference whose control letters do not match, as the dialog does', () => {
    expect(messages('9872023VH5797S0001WX')).toEqual([]);
    expect(messages('9872023VH5797S0001WZ')).toEqual(['ref_catastral_checksum_invalid']);
    expect(messages('9872023 vh5797s 0001 wa')).toEqual(['ref_catastral_checksum_invalid']);
    expect(messages('ABCDEFGHIJ1234567890')).toEqual(['ref_catastral_checksum_invalid']);
    expect(messages('7837301VG8173B')).toEqual([]);
  });
});

describe('other change payloads', () => {
  it('invoice delivery: email or postal', () => {
    expect(ZInvoiceOnlineRequestSchema.safeParse({ invoice_online: 'email' }).success).toBe(true);
    expect(ZInvoiceOnlineRequestSchema.safeParse({ invoice_online: 'postal' }).success).toBe(true);
    expect(ZInvoiceOnlineRequestSchema.safeParse({ invoice_online: 'fax' }).error?.issues[0]?.message).toBe('required_field');
  });

  it('SIPS opt-out: a boolean', () => {
    expect(ZNoCessionSipsRequestSchema.safeParse({ noCessionSelection: true }).success).toBe(true);
    expect(ZNoCessionSipsRequestSchema.safeParse({ noCessionSelection: 'yes' }).error?.issues[0]?.message).toBe('required_field');
  });

  it('waiting for signature answer', () => {
    expect(ZWaitingForSignatureResponseSchema.parse({ waiting_for_signature: true })).toEqual({ waiting_for_signature: true });
  });
});
