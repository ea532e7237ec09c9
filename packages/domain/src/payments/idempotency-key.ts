import { z } from 'zod';

/**
 * The Idempotency-Key of POST pay: the client names one payment attempt, so a
 * retry whose first answer was lost gets that answer instead of a second charge or a 409. As
 * Stripe takes it: up to 255 characters, here visible ASCII only (a UUID is what the web sends),
 * so no control character, NUL or header-splitting space reaches the database or a log.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const ZIdempotencyKeySchema = z
  .string()
  .min(1, 'idempotency_key_invalid')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, 'idempotency_key_invalid')
  .regex(/^[\x21-\x7e]+$/, 'idempotency_key_invalid');

/** The headers POST pay reads; every other header passes through untouched (the bearer, the language…). */
export const ZIdempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKeySchema.optional() });
