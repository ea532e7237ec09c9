import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { isValidPhone, PHONE_MIN_LENGTH, PHONE_TEXT_MAX_LENGTH } from '../validators/phone.ts';

/** A phone to reach the customer: at least 4 characters and a real number, Spain by default. */
export const ZContactPhoneSchema = text(64, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .max(PHONE_TEXT_MAX_LENGTH, 'lead_contact_phone_not_valid')
  // An empty value has already been reported as required.
  .refine((value) => value === '' || (value.length >= PHONE_MIN_LENGTH && isValidPhone(value)), 'lead_contact_phone_not_valid');

export const ZContactEmailSchema = text(1024, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .max(254, 'field_too_long')
  .pipe(z.email('email_not_valid'));
