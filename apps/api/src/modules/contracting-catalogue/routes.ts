import {
  getContractingConfigEndpoint,
  getGasPriceListEndpoint,
  getPriceListEndpoint,
  listCnaesEndpoint,
  validateCouponEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { ContractingCatalogueService } from './service.ts';

export interface ContractingCatalogueLimits {
  /** Reads of the configuration, the cnaes and the products per client address a minute (CONTRACTING_CATALOGUE_IP_RATE_LIMIT). */
  readsPerMinute: number;
  /** Promotional-code checks per client address a minute (COUPON_CHECK_IP_RATE_LIMIT). */
  couponChecksPerMinute: number;
}

export interface ContractingCatalogueRoutesOptions {
  service: ContractingCatalogueService;
  limits: ContractingCatalogueLimits;
}

/**
 * visitor-and-shell §9: products are cached 30 minutes. The cnaes and the products are the same
 * for every visitor, so shared caches may keep them too; they are in the request's language, so a
 * cache keeps one copy per Accept-Language.
 */
const cacheFor30Minutes = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=1800').header('vary', 'Accept-Language');
const tooMany = () => new ApiError(429, 'too_many_requests', 'too_many_requests');

/**
 * The contracting wizards' reads (visitor-and-shell §7): anonymous (the configuration also reads
 * the token when one is presented), throttled per address before the request is validated. The
 * coupon check has a counter of its own, lower: each call is one guess at a valid code.
 */
export const contractingCatalogueRoutes: FastifyPluginAsync<ContractingCatalogueRoutesOptions> = async (app, { service, limits }) => {
  const limit = (name: string, max: number) => ({
    route: { preValidation: app.limitHook([{ name: `contracting-catalogue-${name}`, max, key: (r) => r.ip }], tooMany) },
  });
  const reads = limit('reads', limits.readsPerMinute);

  // Depends on who asks (the prefill): never cached, as every answer of an optionally authenticated route.
  endpointRoute(app, getContractingConfigEndpoint, (request) => service.config(request.identity?.user_id), reads);

  endpointRoute(
    app,
    listCnaesEndpoint,
    async (request, reply) => {
      const cnaes = await service.cnaes(request.headers['accept-language']);
      cacheFor30Minutes(reply);
      return cnaes;
    },
    reads,
  );

  endpointRoute(
    app,
    getPriceListEndpoint,
    async (request, reply) => {
      const products = await service.electricityProducts({ ...request.query, acceptLanguage: request.headers['accept-language'] });
      cacheFor30Minutes(reply);
      return products;
    },
    reads,
  );

  endpointRoute(
    app,
    getGasPriceListEndpoint,
    async (request, reply) => {
      const products = await service.gasProducts({ ...request.query, acceptLanguage: request.headers['accept-language'] });
      cacheFor30Minutes(reply);
      return products;
    },
    reads,
  );

  // Never cached: a code becomes valid or stops being so when the retailer changes its offers.
  endpointRoute(
    app,
    validateCouponEndpoint,
    (request) => service.couponValidity(request.params.coupon),
    limit('coupon', limits.couponChecksPerMinute),
  );
};
