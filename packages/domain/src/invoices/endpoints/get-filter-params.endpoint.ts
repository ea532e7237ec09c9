import { defineEndpoint } from '../../api/endpoint.ts';
import { ZFilterParamsQuerySchema, ZFilterParamsResponseSchema } from '../filter-params-schemas.ts';
import { ZInvoiceKindSchema } from '../invoice-kinds.ts';

// The web always sends `type`; without it the electricity values are listed, as the lists default to electricity.
export const ZGetFilterParamsQuerySchema = ZFilterParamsQuerySchema.extend({ type: ZInvoiceKindSchema.default('electricity') });

/** GET /api/v1/filter/params?fields=cups,addresses,contracts,vats&type: the autocomplete options of the filters (customer-area §7). */
export const getFilterParamsEndpoint = defineEndpoint({
  name: 'invoices.filterParams',
  method: 'GET',
  path: '/filter/params',
  versions: [1],
  auth: true,
  tags: ['invoices'],
  summary: 'Distinct CUPS, addresses, contracts and tax ids of the customer’s invoices of a type (autocomplete filters)',
  query: ZGetFilterParamsQuerySchema,
  response: ZFilterParamsResponseSchema,
  errors: [400, 401],
});
