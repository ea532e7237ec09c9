import { z } from 'zod';
import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContactFieldParamsSchema, ZContactFieldRequestSchema } from '../contact-field-schemas.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';

/** The contract's name and the field (email or phone) the path names. */
export const ZContactFieldPathParamsSchema = ZContractNameParamsSchema.extend(ZContactFieldParamsSchema.shape);

/** The field that was set, as stored. */
export const ZContactFieldResponseSchema = z.object({ email: z.string().optional(), phone: z.string().optional() });

/** PUT /api/v1/contracts/:contractName/notification/:field/ with that field, email or phone (customer-area §7). */
export const updateContactFieldEndpoint = defineEndpoint({
  name: 'contractChanges.contactField',
  method: 'PUT',
  path: '/contracts/:contractName/notification/:field/',
  versions: [1],
  auth: true,
  tags: ['contract changes'],
  summary: 'Change the email or phone of the notification address',
  params: ZContactFieldPathParamsSchema,
  query: ZContractTypeQuerySchema,
  body: ZContactFieldRequestSchema,
  response: ZContactFieldResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
