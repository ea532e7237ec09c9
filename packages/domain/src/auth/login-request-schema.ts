import * as z from 'zod/mini';
import { isCleanText, TEXT_INVALID } from '../api/text-rules.ts';

/**
 * Login form and POST /user/login payload: the user is the tax id. Written with zod's mini
 * API (same zod core as the other schemas, accepted by the API's type provider and by the
 * form resolver) because it is the one schema the login page loads, and the mini build is a
 * fraction of the classic one: it keeps the login page inside its JavaScript budget.
 */
// No NUL or control character reaches the database (the shared rule of api/primitives.ts, without classic zod).
const clean = z.refine<string>((value) => isCleanText(value), TEXT_INVALID);

export const ZLoginRequestSchema = z.object({
  user: z.string().check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(32, 'login_user_too_long'), clean),
  password: z.string().check(z.minLength(1, 'required_field'), z.maxLength(256), clean),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;
