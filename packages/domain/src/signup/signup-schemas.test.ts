import { describe, expect, it } from 'vitest';
import { activationSchema } from './activation-schemas.ts';
import {
  EMPTY_SIGNUP_FORM,
  signupConfirmSchema,
  signupFormSchema,
  toSignupConfirm,
  ZSignupConfirmResponseSchema,
  ZSignupConfirmSchema,
  ZSignupFormSchema,
} from './signup-schemas.ts';

const FORM = {
  ...EMPTY_SIGNUP_FORM,
  nif: '12345678Z',
  contract: '0001001',
  email: 'marta@correu.example',
  email2: 'marta@correu.example',
  acceptConditionsAndGdpr: true,
};
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sign-up form (customer-area §5)', () => {
  it('takes a complete form and strips the ES prefix, spaces and dots from the nif', () => {
    const parsed = ZSignupFormSchema.parse({ ...FORM, nif: ' es 12.345.678-z ' });
    expect(parsed.nif).toBe('12345678Z');
  });

  it('requires every field and refuses an invalid tax id', () => {
    expect(errorsOf(ZSignupFormSchema.safeParse(EMPTY_SIGNUP_FORM))).toEqual({
      nif: 'required_field',
      contract: 'required_field',
      email: 'required_field',
      email2: 'required_field',
      acceptConditionsAndGdpr: 'signup_accept_conditions_required',
    });
    expect(errorsOf(ZSignupFormSchema.safeParse({ ...FORM, nif: '12345678A' }))).toEqual({ nif: 'signup_nif_invalid' });
  });

  it('wants two equal, valid e-mails', () => {
    expect(errorsOf(ZSignupFormSchema.safeParse({ ...FORM, email2: 'other@correu.example' }))).toEqual({
      email2: 'signup_emails_do_not_match',
    });
    expect(errorsOf(ZSignupFormSchema.safeParse({ ...FORM, email: 'nope', email2: 'nope' }))).toMatchObject({
      email: 'signup_email_invalid',
    });
    expect(ZSignupFormSchema.safeParse({ ...FORM, email2: 'MARTA@correu.example' }).success).toBe(true);
  });

  it('ignores the phone and the invoice number while their fields are off', () => {
    expect(ZSignupFormSchema.safeParse({ ...FORM, phone: 'x', invoiceNumber: '' }).success).toBe(true);
  });

  it('requires a valid phone (the +34 alone is empty) and the invoice number when their fields are on', () => {
    const schema = signupFormSchema({ phoneField: true, invoiceNumberField: true });
    expect(errorsOf(schema.safeParse(FORM))).toEqual({ phone: 'required_field', invoiceNumber: 'required_field' });
    expect(errorsOf(schema.safeParse({ ...FORM, phone: '+34 12', invoiceNumber: 'F1' }))).toEqual({ phone: 'signup_phone_invalid' });
    expect(schema.safeParse({ ...FORM, phone: '+34 612 345 678', invoiceNumber: 'F1' }).success).toBe(true);
  });

  it('sends FormConfirm: both acceptances, only the fields shown', () => {
    const fields = { phoneField: true, invoiceNumberField: false };
    const values = signupFormSchema(fields).parse({ ...FORM, nif: 'ES12345678Z', phone: '612345678', invoiceNumber: 'F1' });
    expect(toSignupConfirm(values, fields)).toEqual({
      nif: '12345678Z',
      contract: '0001001',
      email: 'marta@correu.example',
      email2: 'marta@correu.example',
      accept_conditions: true,
      accept_gdpr: true,
      phone: '612345678',
    });
  });
});

describe('FormConfirm, the body of POST signup/confirm (customer-area §7)', () => {
  const BODY = {
    nif: 'ES12345678Z',
    contract: '0001001',
    email: 'a@b.example',
    email2: 'a@b.example',
    accept_conditions: true,
    accept_gdpr: true,
  };

  it('takes the spec’s fields and normalises the nif', () => {
    expect(ZSignupConfirmSchema.parse(BODY).nif).toBe('12345678Z');
  });

  it('refuses a missing acceptance, different e-mails and a bad optional phone', () => {
    expect(errorsOf(ZSignupConfirmSchema.safeParse({ ...BODY, accept_gdpr: false }))).toEqual({
      accept_gdpr: 'signup_accept_conditions_required',
    });
    expect(errorsOf(ZSignupConfirmSchema.safeParse({ ...BODY, email2: 'c@b.example' }))).toEqual({ email2: 'signup_emails_do_not_match' });
    expect(errorsOf(ZSignupConfirmSchema.safeParse({ ...BODY, phone: 'abc' }))).toEqual({ phone: 'signup_phone_invalid' });
  });

  it('requires the phone and the invoice number when the settings ask for them', () => {
    const schema = signupConfirmSchema({ phoneField: true, invoiceNumberField: true });
    expect(errorsOf(schema.safeParse(BODY))).toEqual({ phone: 'required_field', invoiceNumber: 'required_field' });
  });

  it('answers errors or a body', () => {
    expect(ZSignupConfirmResponseSchema.safeParse({ result: { render: { errors: ['x'] } } }).success).toBe(true);
    expect(ZSignupConfirmResponseSchema.safeParse({ result: { render: { body: 'ok' } } }).success).toBe(true);
    expect(ZSignupConfirmResponseSchema.safeParse({ result: {} }).success).toBe(false);
  });
});

describe('activation (token, password, repeat)', () => {
  const TOKEN = 'a'.repeat(43);
  it('applies the change-password rules and wants the repeat equal', () => {
    expect(activationSchema(12).safeParse({ token: TOKEN, password: 'Nou-Portal-Pass1', repeat: 'Nou-Portal-Pass1' }).success).toBe(true);
    expect(errorsOf(activationSchema(12).safeParse({ token: TOKEN, password: 'Ab1!', repeat: 'Ab1!' }))).toEqual({
      password: 'change_password_too_short',
    });
    expect(errorsOf(activationSchema(12).safeParse({ token: TOKEN, password: 'nopassword123!', repeat: 'nopassword123!' }))).toEqual({
      password: 'change_password_invalid',
    });
    expect(errorsOf(activationSchema(12).safeParse({ token: TOKEN, password: 'Password1234!', repeat: 'Password1234!' }))).toEqual({
      password: 'change_password_too_common',
    });
    expect(errorsOf(activationSchema(12).safeParse({ token: TOKEN, password: 'Nou-Portal-Pass1', repeat: 'Nou-Portal-Pass2' }))).toEqual({
      repeat: 'change_password_check_validation',
    });
  });

  it('refuses a token that is not a link’s', () => {
    expect(errorsOf(activationSchema(12).safeParse({ token: 'short', password: 'Nou-Portal-Pass1', repeat: 'Nou-Portal-Pass1' }))).toEqual({
      token: 'activation_link_invalid',
    });
    expect(
      activationSchema(12).safeParse({ token: `${TOKEN}'; drop`, password: 'Nou-Portal-Pass1', repeat: 'Nou-Portal-Pass1' }).success,
    ).toBe(false);
  });
});
