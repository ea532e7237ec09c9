import { defineEndpoint } from '../../api/endpoint.ts';
import { ZComparisonResultSchema, ZGasCompareSchema } from '../compare-schemas.ts';

/**
 * POST /api/v2/gas/price-compare/ (visitor-and-shell §7, §3.4 → §3.5), anonymous: the visitor's
 * gas bill priced with our offer. 400 with field errors (§5.4), 404 when the gas comparator is off
 * or the tariff has no offer, 429 over the throttle.
 */
export const gasPriceCompareEndpoint = defineEndpoint({
  name: 'comparator.gasPriceCompare',
  method: 'POST',
  path: '/gas/price-compare/',
  versions: [2],
  auth: false,
  tags: ['comparator'],
  summary: 'Compare a gas bill with our offer (priced by the billing engine)',
  body: ZGasCompareSchema,
  response: ZComparisonResultSchema,
  errors: [400, 404, 429],
});
