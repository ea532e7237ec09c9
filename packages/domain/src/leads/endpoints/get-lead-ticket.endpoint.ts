import { defineEndpoint } from '../../api/endpoint.ts';
import { ZLeadTicketResponseSchema } from '../lead-schemas.ts';

/** GET /api/v1/leads/ticket, anonymous: the signed ticket a lead form fetches when it opens (docs/leads.md). */
export const getLeadTicketEndpoint = defineEndpoint({
  name: 'leads.ticket',
  method: 'GET',
  path: '/leads/ticket',
  versions: [1],
  auth: false,
  tags: ['leads'],
  summary: 'A form ticket for a lead form',
  response: ZLeadTicketResponseSchema,
  errors: [404, 429],
});
