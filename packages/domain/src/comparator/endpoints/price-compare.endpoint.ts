import { defineEndpoint } from '../../api/endpoint.ts';
import { ZComparisonResultSchema, ZElectricityCompareSchema } from '../compare-schemas.ts';

/**
 * POST /api/v1/price-compare/ (visitor-and-shell §7, §3.3 → §3.5), anonymous: the visitor's
 * electricity bill priced with our offer by the billing engine. 400 with field errors (§5.3), 404
 * when the comparator is off or the tariff has no offer, 429 over the throttle. The manual mode's
 * invoice goes as a lead (price-compare/confirm), so this path has one body.
 */
export const priceCompareEndpoint = defineEndpoint({
  name: 'comparator.priceCompare',
  method: 'POST',
  path: '/price-compare/',
  versions: [1],
  auth: false,
  tags: ['comparator'],
  summary: 'Compare an electricity bill with our offer (priced by the billing engine)',
  body: ZElectricityCompareSchema,
  response: ZComparisonResultSchema,
  errors: [400, 404, 429],
});
