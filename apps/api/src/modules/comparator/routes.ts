import {
  gasPriceCompareEndpoint,
  getComersEndpoint,
  getGasComersEndpoint,
  getGasTariffsEndpoint,
  getPowerAdviceEndpoint,
  getTariffsEndpoint,
  normaliseLanguage,
  priceCompareEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { powerAdvice, type TRegistryLookup } from './power-advice.ts';
import type { ComparatorService } from './service.ts';

export interface ComparatorLimits {
  /** Comparisons and power advices per client address per minute (COMPARATOR_IP_RATE_LIMIT). */
  comparePerMinute: number;
  /** Reference-list reads per client address per minute (COMPARATOR_REFERENCE_IP_RATE_LIMIT). */
  referencePerMinute: number;
}

export interface ComparatorRoutesOptions {
  service: ComparatorService;
  registry: TRegistryLookup | undefined;
  limits: ComparatorLimits;
}

// visitor-and-shell §9: tariffs and origins are cached 30 minutes; public data, the same for everyone.
const cacheFor30Minutes = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=1800');
const tooMany = () => new ApiError(429, 'too_many_requests', 'too_many_requests');
const languageOf = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language']);

/**
 * The comparators' calls (visitor-and-shell §7) and the power advice: anonymous, throttled per
 * address; the comparisons and the advice 404 while their page's setting is off.
 */
export const comparatorRoutes: FastifyPluginAsync<ComparatorRoutesOptions> = async (app, { service, registry, limits }) => {
  // One counter per kind of call, shared by its routes: a client cannot double its share by alternating them.
  const limit = (name: string, max: number) => app.limitHook([{ name: `comparator-${name}`, max, key: (r) => r.ip }], tooMany);
  const reference = { route: { preValidation: limit('reference', limits.referencePerMinute) } };
  const compareLimit = limit('compare', limits.comparePerMinute);
  // The gate before the body is read: with the page off the call does not exist.
  const gated = (gate: 'comparator' | 'gasComparator' | 'powerCalculator') => ({
    route: { onRequest: () => service.assertOpen(gate), preValidation: compareLimit },
  });

  endpointRoute(
    app,
    getTariffsEndpoint,
    async (request, reply) => {
      const tariffs = await service.tariffs(request.query.power);
      cacheFor30Minutes(reply);
      return tariffs;
    },
    reference,
  );
  endpointRoute(
    app,
    getGasTariffsEndpoint,
    async (_request, reply) => {
      const tariffs = await service.gasTariffs();
      cacheFor30Minutes(reply);
      return tariffs;
    },
    reference,
  );
  endpointRoute(
    app,
    getComersEndpoint,
    async (_request, reply) => {
      const comers = await service.comers('electricity');
      cacheFor30Minutes(reply);
      return comers;
    },
    reference,
  );
  endpointRoute(
    app,
    getGasComersEndpoint,
    async (_request, reply) => {
      const comers = await service.comers('gas');
      cacheFor30Minutes(reply);
      return comers;
    },
    reference,
  );

  endpointRoute(app, priceCompareEndpoint, (request) => service.compareElectricity(request.body, languageOf(request)), gated('comparator'));
  endpointRoute(app, gasPriceCompareEndpoint, (request) => service.compareGas(request.body, languageOf(request)), gated('gasComparator'));
  endpointRoute(
    app,
    getPowerAdviceEndpoint,
    (request) => powerAdvice(request.query.cups, request.query.optimal_power, registry, service),
    gated('powerCalculator'),
  );
};
