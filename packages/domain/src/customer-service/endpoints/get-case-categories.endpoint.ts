import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCaseCategoriesQuerySchema, ZCaseCategoriesResponseSchema } from '../contact-schemas.ts';

/**
 * GET /api/v1/crm/cases/categories/ → [{ id, name }] (customer-area §7), names in the request's
 * language. With unsigned=true, only the categories a visitor's form offers, anonymous allowed
 * (404 when the unsigned contact is off); otherwise a session token is required (401) and the
 * signed contact must be open (contact feature and flag crm.case, else 404).
 */
export const getCaseCategoriesEndpoint = defineEndpoint({
  name: 'customerService.caseCategories',
  method: 'GET',
  path: '/crm/cases/categories/',
  versions: [1],
  auth: false,
  tags: ['customer service'],
  summary: 'Contact case categories (unsigned=true: those of the visitor’s form, no session needed)',
  query: ZCaseCategoriesQuerySchema,
  response: ZCaseCategoriesResponseSchema,
  errors: [400, 401, 404],
});
