import {
  cancelSigningEndpoint,
  getSigningDocumentEndpoint,
  listContractSigningsEndpoint,
  readSigningLinkEndpoint,
  sendSigningCodeEndpoint,
  signWithCodeEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { hashOneTimeToken } from '../../platform/auth/one-time-token.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError, apiErrorWith } from '../../platform/http/errors.ts';
import type { ContractsService } from '../contracts/index.ts';
import { trailByCustomer } from '../trail/index.ts';
import type { SignaturesService } from './service.ts';

export interface SignaturesRoutesOptions {
  service: SignaturesService;
  contracts: Pick<ContractsService, 'owned'>;
  /** The by-link calls per client address and per link, in 15 minutes (SIGNING_IP_RATE_LIMIT, SIGNING_LINK_RATE_LIMIT). */
  limits: { perAddress: number; perLink: number };
}

const WINDOW_MS = 15 * 60_000;
const tooMany = () => new ApiError(429, 'too_many_attempts', 'signing_too_many_attempts');

/** The link's key for the per-link counter: its hash, never the secret itself; bounded whatever the body. */
function linkOf(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | null | undefined;
  const token = body && typeof body === 'object' ? body.token : undefined;
  return typeof token === 'string' && token.length <= 128 ? hashOneTimeToken(token) : 'none';
}

// A wrong code answers how many tries are left.
const ZWrongCodeSchema = apiErrorWith({ attempts_left: z.number().int().optional() });

/** The signing link's calls (anonymous: the link is the key) and the customer's own (docs/signatures.md). */
export const signaturesRoutes: FastifyPluginAsync<SignaturesRoutesOptions> = async (app, { service, contracts, limits }) => {
  // Every by-link call counts per address and per link, before validation: a script that holds a
  // link or sweeps links is slowed, and the work each call costs (a hash, a PDF on the first read) is bounded.
  const throttle = app.limitHook(
    [
      { name: 'signing:address', max: limits.perAddress, windowMs: WINDOW_MS, key: (r) => r.ip },
      { name: 'signing:link', max: limits.perLink, windowMs: WINDOW_MS, key: linkOf },
    ],
    tooMany,
  );
  const byLink = { route: { preValidation: [throttle] } };

  endpointRoute(app, readSigningLinkEndpoint, (request) => service.read(request.body.token), byLink);

  endpointRoute(
    app,
    getSigningDocumentEndpoint,
    async (request) => {
      const file = await service.document(request.body.token);
      return { bytes: file.bytes, filename: file.filename, type: 'application/pdf' };
    },
    byLink,
  );

  endpointRoute(app, sendSigningCodeEndpoint, (request) => service.sendCode(request.body.token, request.body.channel), byLink);

  endpointRoute(
    app,
    signWithCodeEndpoint,
    (request) =>
      service.sign(request.body.token, request.body.code, request.body.document_sha256, {
        // The address the trusted proxies report (platform/http/trust-proxy.ts), and the browser as it names itself.
        address: request.ip.slice(0, 64),
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
      }),
    { ...byLink, errorSchemas: { 400: ZWrongCodeSchema } },
  );

  endpointRoute(app, listContractSigningsEndpoint, async (request) => {
    const contract = await contracts.owned(identityOf(request).user_id, request.params.contractName, request.query.type);
    return { items: await service.ofContract(contract.id) };
  });

  endpointRoute(app, cancelSigningEndpoint, (request) =>
    service.cancel(trailByCustomer(request), identityOf(request).user_id, request.params.id),
  );
};
