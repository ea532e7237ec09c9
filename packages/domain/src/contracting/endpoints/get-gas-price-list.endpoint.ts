import { defineEndpoint } from '../../api/endpoint.ts';
import { ZGasPriceListQuerySchema, ZProductListSchema } from '../lead-request-schema.ts';

/** GET /api/v2/gas/pricelist (visitor-and-shell §7): the gas contract step's products. */
export const getGasPriceListEndpoint = defineEndpoint({
  name: 'contracting.gasPriceList',
  method: 'GET',
  path: '/gas/pricelist',
  versions: [2],
  auth: false,
  tags: ['contracting'],
  summary: 'The gas products offered for an access tariff and CUPS',
  query: ZGasPriceListQuerySchema,
  response: ZProductListSchema,
  errors: [400, 429],
});
