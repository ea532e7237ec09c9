import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZHappyHoursSchema, ZHappyHoursStateSchema } from '../tariff-option-schemas.ts';

/**
 * PUT /api/v1/contract/:contractName/happy-hours/ (customer-area §7): chooses happy hours. The choice
 * must be one of the available ones (400 with a field error); it applies from the next local
 * day and the answer gives that day (validFrom). 409 when the contract is not open or its product
 * does not offer the option; 403 for a read-only token.
 */
export const setHappyHoursEndpoint = defineEndpoint({
  name: 'tariffOptions.setHappyHours',
  method: 'PUT',
  path: '/contract/:contractName/happy-hours/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'Choose the happy hours of the contract',
  params: ZContractNameParamsSchema,
  body: ZHappyHoursSchema,
  response: ZHappyHoursStateSchema,
  errors: [400, 401, 403, 404, 409],
});
