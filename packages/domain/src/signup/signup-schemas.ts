import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { normaliseTaxId } from '../auth/tax-id.ts';
import { DEFAULT_PHONE_PREFIX, isValidPhone, PHONE_MIN_LENGTH, PHONE_TEXT_MAX_LENGTH } from '../validators/phone.ts';
import { isValidSpanishTaxId } from '../validators/spanish-tax-id.ts';

/** The settings that shape the sign-up form (settings signUp, customer-area §3 and §5). */
export interface TSignupFields {
  phoneField: boolean;
  invoiceNumberField: boolean;
}

export const SIGNUP_FIELDS_OFF: TSignupFields = { phoneField: false, invoiceNumberField: false };

/** customer-area §3: the phone field starts with the Spanish prefix. */
export const SIGNUP_PHONE_DEFAULT = DEFAULT_PHONE_PREFIX;

/** customer-area §5: "nif required, valid Spanish tax id (ES prefix allowed and stripped before sending)". */
const nif = text(32, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .refine((value) => value === '' || isValidSpanishTaxId(value), 'signup_nif_invalid')
  .transform(normaliseTaxId);

const contract = text(64, { error: 'required_field' }).trim().min(1, 'required_field');

const email = text(1024, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .max(254, 'field_too_long')
  .pipe(z.email('signup_email_invalid'));

/** At least 4 characters and a number that can be dialled (customer-area §5 and §9). */
const phone = text(64, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .max(PHONE_TEXT_MAX_LENGTH, 'signup_phone_invalid')
  .refine((value) => value === '' || (value.length >= PHONE_MIN_LENGTH && isValidPhone(value)), 'signup_phone_invalid');

const invoiceNumber = text(64, { error: 'required_field' }).trim().min(1, 'required_field');

// The form's phone starts as "+34" (§3): that prefix alone is an empty field, not a wrong number.
const formPhone = text(64, { error: 'required_field' })
  .trim()
  .refine((value) => value !== '' && value !== SIGNUP_PHONE_DEFAULT, 'required_field')
  .refine(
    (value) => value === '' || value === SIGNUP_PHONE_DEFAULT || (value.length <= PHONE_TEXT_MAX_LENGTH && isValidPhone(value)),
    'signup_phone_invalid',
  );

// customer-area §5: "email and email2 required, valid and equal (message: the emails do not match)".
const sameEmails = (v: { email: string; email2: string }) => v.email.toLowerCase() === v.email2.toLowerCase();
const SAME_EMAILS = { path: ['email2'], message: 'signup_emails_do_not_match' };

/**
 * The sign-up form (customer-area §3: nif, contract, email, email2, invoiceNumber, phone,
 * acceptConditionsAndGdpr; §5 rules), for react-hook-form's resolver. The phone and the invoice
 * number are required only when the settings turn their fields on; when off they are ignored.
 * The nif comes out normalised: ES prefix, spaces, dots and dashes gone, upper case.
 */
export function signupFormSchema(fields: TSignupFields) {
  return z
    .object({
      nif,
      contract,
      email,
      email2: email,
      phone: fields.phoneField ? formPhone : z.string().optional(),
      invoiceNumber: fields.invoiceNumberField ? invoiceNumber : z.string().optional(),
      acceptConditionsAndGdpr: z.boolean().refine((v) => v, 'signup_accept_conditions_required'),
    })
    .refine(sameEmails, SAME_EMAILS);
}

/** The form with both optional fields off, the built-in settings. */
export const ZSignupFormSchema = signupFormSchema(SIGNUP_FIELDS_OFF);
export type TSignupForm = z.input<ReturnType<typeof signupFormSchema>>;
export type TSignupFormValues = z.output<ReturnType<typeof signupFormSchema>>;

/** The empty form (the phone starts with +34, customer-area §3). */
export const EMPTY_SIGNUP_FORM: TSignupForm = {
  nif: '',
  contract: '',
  email: '',
  email2: '',
  phone: SIGNUP_PHONE_DEFAULT,
  invoiceNumber: '',
  acceptConditionsAndGdpr: false,
};

const accepted = (message: string) => z.literal(true, { error: message });

const confirmObject = z.object({
  nif,
  contract,
  email,
  email2: email,
  accept_conditions: accepted('signup_accept_conditions_required'),
  accept_gdpr: accepted('signup_accept_conditions_required'),
  phone: phone.optional(),
  invoiceNumber: invoiceNumber.optional(),
});

/**
 * POST signup/confirm's body, FormConfirm (customer-area §7): nif, contract, email, email2,
 * accept_conditions, accept_gdpr, optional phone, optional invoiceNumber. Whether the optional
 * ones are required depends on the settings: the server then checks `signupConfirmSchema(fields)`.
 */
export function signupConfirmSchema(fields: TSignupFields) {
  return confirmObject
    .extend({
      phone: fields.phoneField ? phone : phone.optional(),
      invoiceNumber: fields.invoiceNumberField ? invoiceNumber : invoiceNumber.optional(),
    })
    .refine(sameEmails, SAME_EMAILS);
}

/** The body as the endpoint declares it: the optional fields optional, checked when present. */
export const ZSignupConfirmSchema = confirmObject.refine(sameEmails, SAME_EMAILS);
export type TSignupConfirm = z.input<typeof ZSignupConfirmSchema>;

/** What the form sends: the nif normalised, the one box as both acceptances, only the fields shown. */
export function toSignupConfirm(form: TSignupFormValues, fields: TSignupFields): TSignupConfirm {
  return {
    nif: form.nif,
    contract: form.contract,
    email: form.email,
    email2: form.email2,
    accept_conditions: true,
    accept_gdpr: true,
    ...(fields.phoneField && form.phone ? { phone: form.phone } : {}),
    ...(fields.invoiceNumberField && form.invoiceNumber ? { invoiceNumber: form.invoiceNumber } : {}),
  };
}

/**
 * The answer (customer-area §7: result.render.errors and result.render.body). `errors`: texts in
 * the request's language, listed under cannot_signup (§8). `body`: the confirmation, plain text
 * in the request's language (never HTML: the web renders it as text, paragraphs split on blank lines).
 */
export const ZSignupConfirmResponseSchema = z.object({
  result: z.object({
    render: z.object({
      errors: z.array(z.string()).optional(),
      body: z.string().optional(),
    }),
  }),
});
export type TSignupConfirmResponse = z.infer<typeof ZSignupConfirmResponseSchema>;
