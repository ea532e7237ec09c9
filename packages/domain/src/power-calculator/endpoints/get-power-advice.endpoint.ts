import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPowerAdviceQuerySchema, ZPowerAdviceResponseSchema } from '../power-advice-schemas.ts';

/**
 * GET /api/v1/leads/potencia/advice?cups=&optimal_power= (beyond visitor-and-shell §7), anonymous:
 * the calculator's result compared with the registry's contracted power. 400, 404 when the
 * calculator is off, 429.
 */
export const getPowerAdviceEndpoint = defineEndpoint({
  name: 'powerCalculator.advice',
  method: 'GET',
  path: '/leads/potencia/advice',
  versions: [1],
  auth: false,
  tags: ['power calculator'],
  summary: 'Compare the optimal power with the supply point’s contracted power',
  query: ZPowerAdviceQuerySchema,
  response: ZPowerAdviceResponseSchema,
  errors: [400, 404, 429],
});
