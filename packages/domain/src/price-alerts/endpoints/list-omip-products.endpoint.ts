import { defineEndpoint } from '../../api/endpoint.ts';
import { ZOmipProductListSchema } from '../price-alert-schemas.ts';

/** GET /api/v1/omip/products/ (visitor-and-shell §7, §3.8): the OMIP products with prices, each with its latest settlement. 404 when the page is off. */
export const listOmipProductsEndpoint = defineEndpoint({
  name: 'priceAlerts.products',
  method: 'GET',
  path: '/omip/products/',
  versions: [1],
  auth: true,
  tags: ['price-alerts'],
  summary: 'The OMIP futures products the portal has settlement prices of',
  response: ZOmipProductListSchema,
  errors: [401, 404],
});
