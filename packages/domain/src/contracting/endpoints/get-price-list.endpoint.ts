import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPriceListQuerySchema, ZProductListSchema } from '../lead-request-schema.ts';

/** GET /api/v1/pricelist (visitor-and-shell §7): the contract step's products. */
export const getPriceListEndpoint = defineEndpoint({
  name: 'contracting.priceList',
  method: 'GET',
  path: '/pricelist',
  versions: [1],
  auth: false,
  tags: ['contracting'],
  summary: 'The electricity products offered for a power, access tariff, CUPS, self-consumption and promotional code',
  query: ZPriceListQuerySchema,
  response: ZProductListSchema,
  errors: [400, 429],
});
