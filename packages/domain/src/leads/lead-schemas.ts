import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { ZElectricityCompareSchema, ZGasCompareSchema } from '../comparator/compare-schemas.ts';
import { ZContactEmailSchema, ZContactPhoneSchema } from '../contracts/contact-schemas.ts';
import { CONTACT_HONEYPOT_FIELD } from '../customer-service/contact-schemas.ts';
import { ZCupsSchema } from '../validators/cups-field.ts';

/** Preferred contact hours of a lead (visitor-and-shell §3.1, §9). */
export const CONTACT_HOURS = ['9-13h', '13-15h', '15-19h', '19-21h'] as const;
export type TContactHours = (typeof CONTACT_HOURS)[number];

/** The invoice a lead may carry (§5.1, §9): at most 15,000,000 bytes ('File size must be less than 15MB'). */
export const LEAD_INVOICE_MAX_BYTES = 15_000_000;
/** The multipart field of that invoice. */
export const LEAD_INVOICE_FIELD = 'invoice';

const personName = (max = 100) => text(max, { error: 'required_field' }).trim().min(1, 'required_field');

/**
 * A telephone as the lead form sends it (§5.1): at least 4 characters and a valid phone; a leading
 * +34 and the spaces removed before sending (the server removes them too, whoever sent it).
 */
export const ZLeadTelephoneSchema = ZContactPhoneSchema.transform((value) => value.replace(/\s+/g, '').replace(/^\+34/, ''));

/** The consent box (§5.1, §6): it must be ticked; a signed-in customer's comes ticked. */
const consent = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'consent_required' })
  .transform((value) => value === true || value === 'true')
  .refine((value) => value, 'consent_required');

/** The lead contact (§3.1, rules §5.1): every lead form's fields. */
export const leadContactShape = {
  name: personName(),
  surname1: personName(),
  surname2: text(100).trim().optional(),
  email: ZContactEmailSchema,
  telephone: ZLeadTelephoneSchema,
  contactHours: z.enum(CONTACT_HOURS, { error: 'required_field' }),
  consent,
};
export const ZLeadContactSchema = z.object(leadContactShape);
export type TLeadContactInput = z.input<typeof ZLeadContactSchema>;
export type TLeadContact = z.output<typeof ZLeadContactSchema>;

/**
 * What every anonymous lead call carries against automated abuse, as the unsigned contact does
 * (docs/customer-service.md, "Contact forms"): the form ticket (GET leads/ticket) and the empty
 * honeypot field.
 */
export const LEAD_HONEYPOT_FIELD = CONTACT_HONEYPOT_FIELD;
export const leadGuardShape = {
  ticket: text(512, { error: 'lead_ticket_invalid' }),
  [LEAD_HONEYPOT_FIELD]: text(512).optional(),
};

/**
 * A comparison a lead carries: the payload the visitor compared, as a JSON text in the multipart
 * body, read with the comparator's own schema.
 */
const jsonOf = <T extends z.ZodType>(schema: T) =>
  text(20_000, { multiline: true })
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'field_invalid' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * POST price-compare/confirm (§7, "cups plus form data"): after a result ('result', with the
 * comparison), or the manual mode's invoice sent by itself ('manual', the invoice file required).
 */
export const ZCompareLeadRequestSchema = z.object({
  ...leadContactShape,
  ...leadGuardShape,
  cups: ZCupsSchema,
  mode: z.enum(['result', 'manual'], { error: 'required_field' }),
  comparison: jsonOf(ZElectricityCompareSchema).optional(),
});
export type TCompareLeadRequest = z.output<typeof ZCompareLeadRequestSchema>;

/** POST gas/price-compare/confirm: the gas comparator's lead, as the electricity one. */
export const ZGasCompareLeadRequestSchema = ZCompareLeadRequestSchema.extend({
  comparison: jsonOf(ZGasCompareSchema).optional(),
});
export type TGasCompareLeadRequest = z.output<typeof ZGasCompareLeadRequestSchema>;

/** A lead's answer: status OK read by the pages (§4.4), and its number. */
export const ZLeadResponseSchema = z.object({ status: z.literal('OK'), lead_id: z.number().int() });
export type TLeadResponse = z.infer<typeof ZLeadResponseSchema>;

/** GET leads/ticket: the signed form ticket a lead form sends back. */
export const ZLeadTicketResponseSchema = z.object({ ticket: z.string() });

export { jsonOf as leadJsonField };
