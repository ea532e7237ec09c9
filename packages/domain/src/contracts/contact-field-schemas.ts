import { z } from 'zod';
import { ZContactEmailSchema, ZContactPhoneSchema } from './contact-schemas.ts';

export const CONTACT_FIELDS = ['email', 'phone'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];

/** PUT contracts/{name}/notification/{field}/ path parameters (plus the contract name). */
export const ZContactFieldParamsSchema = z.object({ field: z.enum(CONTACT_FIELDS) });

export const ZContactEmailRequestSchema = z.object({ email: ZContactEmailSchema }).strict();
export const ZContactPhoneRequestSchema = z.object({ phone: ZContactPhoneSchema }).strict();

/**
 * The body carries the field named in the path, and only it. One object with both optional (not a
 * union) so a bad value reports its own field error rather than "no option matched".
 */
export const ZContactFieldRequestSchema = z
  .object({ email: ZContactEmailSchema.optional(), phone: ZContactPhoneSchema.optional() })
  .strict()
  .superRefine((body, context) => {
    const given = CONTACT_FIELDS.filter((field) => body[field] !== undefined);
    if (given.length !== 1) context.addIssue({ code: 'custom', path: [], message: 'required_field' });
  });
export type TContactFieldRequest = z.infer<typeof ZContactFieldRequestSchema>;

/** The schema for one field's editor (web) or for checking the body against the path (API). */
export function contactFieldRequestSchema(field: TContactField) {
  return field === 'email' ? ZContactEmailRequestSchema : ZContactPhoneRequestSchema;
}
