import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSignupConfirmResponseSchema, ZSignupConfirmSchema } from '../signup-schemas.ts';

/**
 * POST /api/v1/signup/confirm (customer-area §7), anonymous, only while the signup feature is on
 * (404 otherwise). FormConfirm → { result: { render: { body } } } when the data match a customer
 * without an account and the e-mail is one the retailer has for them (the activation mail goes
 * there), { result: { render: { errors } } } when they do not; 400 with field errors for a
 * malformed form, 429 when throttled. docs/signup.md.
 */
export const signupConfirmEndpoint = defineEndpoint({
  name: 'signup.confirm',
  method: 'POST',
  path: '/signup/confirm',
  versions: [1],
  auth: false,
  tags: ['signup'],
  summary: 'Sign up: check the customer data and mail an activation link',
  body: ZSignupConfirmSchema,
  response: ZSignupConfirmResponseSchema,
  errors: [400, 404, 429],
});
