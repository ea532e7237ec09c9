import { describe, expect, it } from 'vitest';
import { contactFieldRequestSchema, ZContactFieldParamsSchema, ZContactFieldRequestSchema } from './contact-field-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('contact field requests', () => {
  it('names the field in the path', () => {
    expect(ZContactFieldParamsSchema.safeParse({ field: 'email' }).success).toBe(true);
    expect(ZContactFieldParamsSchema.safeParse({ field: 'phone' }).success).toBe(true);
    expect(ZContactFieldParamsSchema.safeParse({ field: 'name' }).success).toBe(false);
  });

  it('accepts one valid field', () => {
    expect(ZContactFieldRequestSchema.parse({ email: ' maria@example.org ' })).toEqual({ email: 'maria@example.org' });
    expect(ZContactFieldRequestSchema.parse({ phone: '600123456' })).toEqual({ phone: '600123456' });
    // The number as the contract page shows it (15 characters, 11 digits).
    expect(ZContactFieldRequestSchema.parse({ phone: '+34 612 345 678' })).toEqual({ phone: '+34 612 345 678' });
  });

  it('reports a bad value on its own field', () => {
    expect(messages(ZContactFieldRequestSchema.safeParse({ email: 'maria@' }))).toEqual(['email:email_not_valid']);
    expect(messages(ZContactFieldRequestSchema.safeParse({ phone: '600' }))).toEqual(['phone:lead_contact_phone_not_valid']);
  });

  it('needs exactly one field', () => {
    expect(messages(ZContactFieldRequestSchema.safeParse({}))).toEqual([':required_field']);
    expect(ZContactFieldRequestSchema.safeParse({ email: 'maria@example.org', phone: '600123456' }).success).toBe(false);
  });

  it('gives the schema of the field in the path', () => {
    expect(contactFieldRequestSchema('email').safeParse({ email: 'maria@example.org' }).success).toBe(true);
    expect(contactFieldRequestSchema('email').safeParse({ phone: '600123456' }).success).toBe(false);
    expect(contactFieldRequestSchema('phone').safeParse({ phone: '600123456' }).success).toBe(true);
  });
});
