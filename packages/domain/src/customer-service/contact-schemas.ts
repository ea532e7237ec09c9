import { z } from 'zod';
import { idParam, routeSegment, text } from '../api/primitives.ts';
import { AUTOREADS_CATEGORY_ID, CASE_DESCRIPTION_MAX, CASE_SUBJECT_MAX } from '../cases/case-model.ts';
import { ZContactEmailSchema, ZContactPhoneSchema } from '../contracts/contact-schemas.ts';
import { CONTRACT_KINDS } from '../contracts/contract-kind.ts';
import { UPLOAD_MAX_FILES, UPLOAD_MIN_FILES } from '../contracts/upload-rules.ts';

/** Case category (customer-area §3: id, name), the name in the request's language. */
export const ZCaseCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type TCaseCategory = z.infer<typeof ZCaseCategorySchema>;
export const ZCaseCategoriesResponseSchema = z.array(ZCaseCategorySchema);

/** GET crm/cases/categories/?unsigned=true: only the categories a visitor's form offers (§7). */
export const ZCaseCategoriesQuerySchema = z.object({
  unsigned: z.enum(['true', 'false'], { error: 'field_invalid' }).optional(),
});

/** Files of the signed contact (customer-area §5: "attachments are files, 1 to 6"); the unsigned one takes 0 to 6. */
export const CONTACT_MIN_ATTACHMENTS = UPLOAD_MIN_FILES;
export const CONTACT_MAX_ATTACHMENTS = UPLOAD_MAX_FILES;

/**
 * The autoreads mode's reading (customer-area §2, §9): what the meter shows, in kWh. A register
 * shows whole kWh on at most 8 digits, so an integer 0..99,999,999; decimals, signs and
 * exponents are refused (meter_reading_invalid), nothing typed is required_field.
 */
export const METER_READING_MAX_KWH = 99_999_999;
const READING_TEXT = /^(0|[1-9][0-9]{0,7})$/;
export const ZMeterReadingSchema = z.union([z.number(), z.string().trim()], { error: 'required_field' }).transform((value, context) => {
  if (value === '') {
    context.addIssue({ code: 'custom', message: 'required_field' });
    return z.NEVER;
  }
  const kwh = typeof value === 'number' ? value : READING_TEXT.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(kwh) || kwh < 0 || kwh > METER_READING_MAX_KWH) {
    context.addIssue({ code: 'custom', message: 'meter_reading_invalid' });
    return z.NEVER;
  }
  return kwh;
});

const subject = text(CASE_SUBJECT_MAX, { error: 'required_field' }).trim().min(1, 'required_field');
const description = text(CASE_DESCRIPTION_MAX, { multiline: true, error: 'required_field' }).trim().min(1, 'required_field');

const contractShape = {
  // The contract's name (the portal's identifier of a contract, as in every contract route).
  polissa_id: z.string({ error: 'required_field' }).trim().min(1, 'required_field').pipe(routeSegment()),
  polissa_type: z.enum(CONTRACT_KINDS, { error: 'required_field' }),
};
/** The contract a signed contact names: the server checks it is the customer's before anything else. */
export const ZContactContractSchema = z.object(contractShape);

const signedShape = {
  ...contractShape,
  categ_id: idParam('contact_category_required'),
  title: subject,
  message: description,
};

/**
 * The signed-in contact form (customer-area §5: "contract required; category a number; subject
 * and descripcio non-empty; attachments are files, 1 to 6"), with the field names of the call
 * (§7: polissa_id, polissa_type, categ_id, title, message, attachments). The files travel beside
 * these fields: the form counts them with contactFilesProblem, the server counts the parts.
 * A meter reading may come only with the meter-readings category (contact_autoreads_category).
 */
export const ZContactCaseSchema = z
  .object({ ...signedShape, meter_reading: ZMeterReadingSchema.optional() })
  .refine((value) => value.meter_reading === undefined || value.categ_id === AUTOREADS_CATEGORY_ID, {
    path: ['categ_id'],
    message: 'contact_autoreads_category',
  });
export type TContactCaseInput = z.input<typeof ZContactCaseSchema>;
export type TContactCase = z.output<typeof ZContactCaseSchema>;

/**
 * The autoreads variant (?autolectures=true with feature contactAutoReads, §2, §9): category 20
 * (meter readings) and the reading required. The server applies it whenever a reading is sent.
 */
export const ZAutoReadsContactCaseSchema = z.object({
  ...signedShape,
  categ_id: idParam('contact_category_required').refine((value) => value === AUTOREADS_CATEGORY_ID, 'contact_autoreads_category'),
  meter_reading: ZMeterReadingSchema,
});
export type TAutoReadsContactCaseInput = z.input<typeof ZAutoReadsContactCaseSchema>;

/** 1 to 6 files for the signed contact, 0 to 6 for the unsigned one. */
export function contactFilesProblem(
  count: number,
  minimum: number = CONTACT_MIN_ATTACHMENTS,
): 'attachments_required' | 'files_too_many' | undefined {
  if (count < minimum) return 'attachments_required';
  if (count > CONTACT_MAX_ATTACHMENTS) return 'files_too_many';
  return undefined;
}

/** POST crm/cases/ answers the case: its id and its number (the acknowledgement mail carries the number). */
export const ZContactCaseResponseSchema = z.object({ id: z.number().int(), case_number: z.string() });
export type TContactCaseResponse = z.infer<typeof ZContactCaseResponseSchema>;

/**
 * The unsigned contact of a visitor (customer-area §5: "email required and valid; mobile
 * required, valid phone, at most 12 characters, Spanish default; category, subject, description
 * required"), with the call's names (§7: email, mobile, category, subject, description,
 * attachment). Phone: the portal's one rule (validators/phone.ts: 12 digits, +34 by default).
 */
export const ZUnsignedContactSchema = z.object({
  email: ZContactEmailSchema,
  mobile: ZContactPhoneSchema,
  category: idParam('contact_category_required'),
  subject,
  description,
});
export type TUnsignedContactInput = z.input<typeof ZUnsignedContactSchema>;
export type TUnsignedContact = z.output<typeof ZUnsignedContactSchema>;

/**
 * What the unsigned form sends beside the visitor's fields, against automated abuse (docs/
 * customer-service.md, "Contact forms"): the form ticket it fetched when it opened, and the
 * honeypot, a field no human sees, which must stay empty.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';
export const ZUnsignedContactRequestSchema = ZUnsignedContactSchema.extend({
  ticket: text(512, { error: 'contact_ticket_invalid' }),
  [CONTACT_HONEYPOT_FIELD]: text(512).optional(),
});

/** The unsigned contact's answer: the case number the SENT state shows. */
export const ZUnsignedContactResponseSchema = z.object({ result: z.object({ case_number: z.string() }) });
export type TUnsignedContactResponse = z.infer<typeof ZUnsignedContactResponseSchema>;

/** GET crm/unsigned/ticket: the signed form ticket the unsigned form sends back. */
export const ZContactTicketResponseSchema = z.object({ ticket: z.string() });
export type TContactTicketResponse = z.infer<typeof ZContactTicketResponseSchema>;
