import { defineEndpoint } from '../../api/endpoint.ts';
import { ZAtcSubtypesResponseSchema, ZAtcTypeParamsSchema } from '../atc-schemas.ts';

/** GET /api/v1/atc/tipus/:tipus/subtipus → [{ name, desc }]: the subtypes of one type; 404 for a type that does not exist (customer-area §7). */
export const getAtcSubtypesEndpoint = defineEndpoint({
  name: 'customerService.atcSubtypes',
  method: 'GET',
  path: '/atc/tipus/:tipus/subtipus',
  versions: [1],
  auth: true,
  tags: ['customer service'],
  summary: 'Subtypes of one customer-service (ATC) claim type',
  params: ZAtcTypeParamsSchema,
  response: ZAtcSubtypesResponseSchema,
  errors: [400, 401, 404],
});
