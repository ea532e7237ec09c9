import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContactTicketResponseSchema } from '../contact-schemas.ts';

/**
 * GET /api/v1/crm/unsigned/ticket → { ticket }: the signed, timed, single-use ticket the
 * unsigned contact form fetches when it opens and sends back (docs/customer-service.md). 404
 * when the unsigned contact is off.
 */
export const getContactTicketEndpoint = defineEndpoint({
  name: 'customerService.contactTicket',
  method: 'GET',
  path: '/crm/unsigned/ticket',
  versions: [1],
  auth: false,
  tags: ['customer service'],
  summary: 'A form ticket for the unsigned contact form',
  response: ZContactTicketResponseSchema,
  errors: [404, 429],
});
