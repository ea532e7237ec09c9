import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zc from 'zod/v4/core';
import { ZLoginRequestSchema } from '../auth/auth-schemas.ts';
import { changePasswordRequestSchema } from '../auth/password-rules.ts';
import { fieldErrorsFromIssues, issueMessageKey } from './field-errors.ts';

// Any zod schema, classic or mini: both are zod core schemas.
const errorsOf = (schema: zc.$ZodType, value: unknown) => {
  const result = zc.safeParse(schema, value);
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsFromIssues(result.error.issues);
};

describe('fieldErrorsFromIssues', () => {
  it('keeps the message keys our schemas declare', () => {
    expect(errorsOf(ZLoginRequestSchema, { user: '', password: 'x' })).toEqual({ user: ['required_field'] });
    expect(errorsOf(changePasswordRequestSchema(12), { current: 'a', password: 'short' })).toEqual({
      password: ['change_password_too_short'],
    });
  });

  it('reads a missing or wrongly typed field as required (visitor-and-shell §8)', () => {
    expect(errorsOf(ZLoginRequestSchema, { password: 'x' })).toEqual({ user: ['required_field'] });
    expect(errorsOf(z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' })).toEqual({ kind: ['required_field'] });
    expect(errorsOf(z.object({ n: z.number() }), { n: 'one' })).toEqual({ n: ['required_field'] });
  });

  it('maps generic length and format rules to generic keys', () => {
    expect(errorsOf(z.object({ a: z.string().min(5) }), { a: 'abc' })).toEqual({ a: ['field_too_short'] });
    expect(errorsOf(z.object({ a: z.string().max(2) }), { a: 'abc' })).toEqual({ a: ['field_too_long'] });
    expect(errorsOf(z.object({ a: z.email() }), { a: 'not-mail' })).toEqual({ a: ['field_invalid_format'] });
    expect(errorsOf(z.object({ a: z.string() }).strict(), { a: 'x', b: 1 })).toEqual({ _: ['field_unknown'] });
  });

  it('puts whole-payload issues under the root field and joins nested paths', () => {
    expect(fieldErrorsFromIssues([{ path: [], code: 'invalid_type', message: 'Invalid input' }], 'body')).toEqual({
      body: ['required_field'],
    });
    expect(errorsOf(z.object({ a: z.object({ b: z.array(z.string()) }) }), { a: { b: [1] } })).toEqual({
      'a.b.0': ['required_field'],
    });
  });

  it('deduplicates keys per field', () => {
    const issue = { path: ['x'], code: 'custom', message: 'same_key' };
    expect(fieldErrorsFromIssues([issue, issue])).toEqual({ x: ['same_key'] });
  });

  it('does not mistake a sentence for a key', () => {
    expect(issueMessageKey({ path: [], code: 'custom', message: 'Something went wrong' })).toBe('field_invalid');
  });
});
