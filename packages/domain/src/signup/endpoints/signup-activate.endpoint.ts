import { defineEndpoint } from '../../api/endpoint.ts';
import { ZActivationResponseSchema, ZActivationSchema } from '../activation-schemas.ts';

/**
 * POST /api/v1/signup/activate (anonymous, signup feature on): the activation link's token and
 * the new password → { result: { login } }. A token unknown, used or expired: 400
 * activation_link_invalid (one answer for the three). 429 when throttled. docs/signup.md.
 */
export const signupActivateEndpoint = defineEndpoint({
  name: 'signup.activate',
  method: 'POST',
  path: '/signup/activate',
  versions: [1],
  auth: false,
  tags: ['signup'],
  summary: 'Activate a signed-up account: set its password with the mailed token',
  body: ZActivationSchema,
  response: ZActivationResponseSchema,
  errors: [400, 404, 429],
});
