import { z } from 'zod';

/**
 * The one error shape the API answers with (docs/decisions.md): a machine code, a message key the web
 * translates, and optional field errors (field -> message keys).
 */
export const ZApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

/** Message key and code sent by the API when a token has expired (customer-area §4, §8). */
export const TOKEN_EXPIRED = 'token_expired';
export const TOKEN_INVALID = 'token_invalid';
export const READ_ONLY_TOKEN = 'read_only_token';
