import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZClientIdRequestSchema, ZLoginRequestSchema, ZTokenClaimsSchema } from '../auth/auth-schemas.ts';
import { ZContractNameParamsSchema } from '../contracts/contract-route-schemas.ts';
// The whole index, imported with the file rather than inside a test: loading it takes seconds on a
// busy machine, which a test's own timeout should not have to cover.
import * as d from '../index.ts';
import { ZHtmlGroupQuerySchema } from '../shell/html-blocks.ts';
import { countParam, INT4_MAX, id, idParam, routeSegment, text } from './primitives.ts';
import { isCleanText } from './text-rules.ts';

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('id and idParam: bounded to int4', () => {
  it('accepts 1..2147483647 as a number', () => {
    expect(id().parse(1)).toBe(1);
    expect(id().parse(INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [0, -1, INT4_MAX + 1, 2 ** 63, 1.5, Number.NaN, '1', null, [], {}]) expect(ok(id(), bad)).toBe(false);
  });

  it('reads a path or query text as plain digits only', () => {
    expect(idParam().parse('42')).toBe(42);
    expect(idParam().parse(42)).toBe(42);
    expect(idParam().parse('2147483647')).toBe(INT4_MAX);
    for (const bad of [
      '2147483648',
      '9223372036854775808',
      '0',
      '-1',
      '1e3',
      '0x10',
      ' 1',
      '1 ',
      '01',
      '1.0',
      '',
      '\u00001',
      'NaN',
      'Infinity',
    ]) {
      expect(ok(idParam(), bad), bad).toBe(false);
    }
  });

  it('answers the field its own message key', () => {
    const result = z.object({ bank_id: id('iban_select_empty') }).safeParse({ bank_id: 2147483648 });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['iban_select_empty']);
  });
});

describe('countParam', () => {
  it('reads 0..max from digits or a number', () => {
    expect(countParam().parse('0')).toBe(0);
    expect(countParam().parse(10)).toBe(10);
    for (const bad of ['-1', '2147483648', '1e3', '00', ' 1', 2 ** 31]) expect(ok(countParam(), bad), String(bad)).toBe(false);
    expect(ok(countParam(100), '101')).toBe(false);
  });
});

describe('text and routeSegment: no NUL, no control characters, bounded', () => {
  it('refuses NUL, C0 controls, DEL and lone surrogates', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\ud800', 'x\udc00', '\ud800x']) {
      expect(ok(text(100), bad), JSON.stringify(bad)).toBe(false);
      expect(ok(routeSegment(), bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps ordinary text, accents and whole surrogate pairs', () => {
    for (const good of ['Marta Puig', 'Fusteria Vallès SL', 'ÑÇ€', 'emoji 😀']) expect(ok(text(100), good)).toBe(true);
  });

  it('allows tab and line breaks only in a multi-line text', () => {
    expect(ok(text(100), 'a\tb\nc')).toBe(false);
    expect(ok(text(100, { multiline: true }), 'a\tb\r\nc')).toBe(true);
    expect(ok(text(100, { multiline: true }), 'a\u0000b')).toBe(false);
  });

  it('bounds the length', () => {
    expect(ok(text(5), 'abcde')).toBe(true);
    expect(ok(text(5), 'abcdef')).toBe(false);
    expect(ok(routeSegment(), 'x'.repeat(65))).toBe(false);
    expect(ok(routeSegment(), '')).toBe(false);
  });

  it('keeps slashes out of a route segment (a decoded %2F)', () => {
    expect(ok(routeSegment(), '../etc')).toBe(false);
    expect(ok(routeSegment(), '..\\etc')).toBe(false);
    expect(ok(routeSegment(), '0001002')).toBe(true);
  });

  it('chains as a string schema does', () => {
    const schema = text(10, { error: 'required_field' }).trim().min(1, 'required_field');
    expect(schema.parse('  x  ')).toBe('x');
    expect(ok(schema, '   ')).toBe(false);
  });
});

describe('isCleanText', () => {
  it('is the same rule without zod', () => {
    expect(isCleanText('ok')).toBe(true);
    expect(isCleanText('a\nb')).toBe(false);
    expect(isCleanText('a\nb', true)).toBe(true);
    expect(isCleanText('\ud83d\ude00')).toBe(true);
    expect(isCleanText('\ud83d')).toBe(false);
  });
});

describe('the contracts use them', () => {
  it('token claims: a user_id past int4 is not a user', () => {
    const claims = { locale: 'ca-ES', readonly: false, exp: 2_000_000_000, sid: 'AAAAAAAAAAAAAAAAAAAAAA', gen: 1 };
    expect(ZTokenClaimsSchema.safeParse({ ...claims, user_id: 2_147_483_648 }).success).toBe(false);
    expect(ZTokenClaimsSchema.safeParse({ ...claims, user_id: 0 }).success).toBe(false);
  });

  it('sign-in, partner sign-in, contract names and group names refuse a NUL', () => {
    expect(ZLoginRequestSchema.safeParse({ user: '\u0000', password: 'x' }).success).toBe(false);
    expect(ZLoginRequestSchema.safeParse({ user: '12345678Z', password: 'Demo-Portal-2026!' }).success).toBe(true);
    expect(ZClientIdRequestSchema.safeParse({ client_id: '\u0000', secret: 'x' }).success).toBe(false);
    expect(ZContractNameParamsSchema.safeParse({ contractName: 'a\u0000' }).success).toBe(false);
    expect(ZHtmlGroupQuerySchema.safeParse({ group_name: '\u0000' }).success).toBe(false);
  });

  it('every id a contract reads is bounded: invoice documents, receipts, attachments, pages, payments, addresses, bank accounts', () => {
    const over = '2147483648';
    expect(d.ZDownloadInvoiceDocumentParamsSchema.safeParse({ id: over, format: 'pdf' }).success).toBe(false);
    expect(d.ZTransactionSummaryParamsSchema.safeParse({ invoiceId: over }).success).toBe(false);
    expect(d.ZTransactionReceiptParamsSchema.safeParse({ id: over }).success).toBe(false);
    expect(d.ZAttachmentIdParamsSchema.safeParse({ attachmentId: over }).success).toBe(false);
    expect(d.ZHtmlPageParamsSchema.safeParse({ pageId: over }).success).toBe(false);
    expect(d.ZNotificationAddressExistingRequestSchema.safeParse({ addressId: 2 ** 31 }).success).toBe(false);
    expect(d.ZIbanChangeRequestSchema.safeParse({ already_registered: true, bank_id: 2 ** 31 }).success).toBe(false);
    const pay = { payment_method_id: 'pm', platform_name: 'sandbox', related_object_type: 'account.invoice' };
    expect(d.ZPayRequestSchema.safeParse({ ...pay, item_id: 2 ** 31 }).success).toBe(false);
    expect(d.ZGetInvoicesQuerySchema.safeParse({ offset: over }).success).toBe(false);
    expect(d.ZGetContractsQuerySchema.safeParse({ offset: over }).success).toBe(false);
  });
});
