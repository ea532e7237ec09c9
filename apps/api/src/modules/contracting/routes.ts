import {
  createGasLeadEndpoint,
  createLeadEndpoint,
  getLeadDniValidationEndpoint,
  getLeadDraftEndpoint,
  getLeadSolvencyEndpoint,
  normaliseLanguage,
  resumeLeadEndpoint,
  type TContractingType,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError, apiErrorWith } from '../../platform/http/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import { bodyWithin } from './body-limit.ts';
import type { TCookieOf } from './lead-access.ts';
import { leadCookieOf, setLeadCookie } from './lead-cookie.ts';
import type { ContractingService } from './service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Calls a visitor makes for one lead: five steps, going back and forth, the draft and the two checks. */
const CALLS_PER_LEAD = 12;
/**
 * Fastify's own body limit of the posts, fixed at registration: only a ceiling, since the real
 * limit follows settings.fileUploadSizeLimit as it is now (bodyWithin, service.bodyLimit).
 */
const BODY_CEILING_BYTES = 1024 * 1024 * 1024;
const ZTooLargeSchema = apiErrorWith({ limit_mb: z.number().optional() });

const tooMany = () => new ApiError(429, 'lead_too_many_requests', 'lead_too_many_requests');
const visitorLanguage = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language']);
const cookiesOf =
  (request: FastifyRequest): TCookieOf =>
  (type) =>
    leadCookieOf(request, type);

export interface ContractingRoutesOptions {
  service: ContractingService;
  settings: Pick<SettingsService, 'privateSettings'>;
  /** New leads a client address may start an hour (LEAD_IP_RATE_LIMIT, the lead forms' limit). */
  perAddressPerHour: number;
}

/** The wizards' lead calls (visitor-and-shell §7; docs/contracting.md); all of them a visitor's or a signed-in customer's. */
export const contractingRoutes: FastifyPluginAsync<ContractingRoutesOptions> = async (app, { service, settings, perAddressPerHour }) => {
  // Every call counted per client address before its body is read; a new lead once more (the post without lead_id).
  const perAddress = app.limitHook(
    [{ name: 'contracting', max: perAddressPerHour * CALLS_PER_LEAD, windowMs: HOUR_MS, key: (r) => r.ip }],
    tooMany,
  );
  const newLeads = app.limitHook([{ name: 'contracting-new', max: perAddressPerHour, windowMs: HOUR_MS, key: (r) => r.ip }], tooMany);
  const countNewLead = async (request: FastifyRequest) => {
    const body = request.body as { lead_id?: unknown } | null | undefined;
    if (body && typeof body === 'object' && body.lead_id === undefined) await newLeads(request);
  };
  const limit = async () => {
    const fileLimitBytes = (await settings.privateSettings()).fileUploadSizeLimit;
    return { bytes: await service.bodyLimit(), fileLimitBytes };
  };

  const post = (accepts: readonly TContractingType[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Parameters<ContractingService['post']>[0]['body'];
    const { response, key } = await service.post({
      accepts,
      body,
      cookieOf: cookiesOf(request),
      identity: request.identity,
      language: visitorLanguage(request),
      address: request.ip,
    });
    if (key) setLeadCookie(reply, request, { type: body.type, id: response.lead_id, key });
    return response;
  };
  const postOptions = {
    errorSchemas: { 413: ZTooLargeSchema },
    route: {
      bodyLimit: BODY_CEILING_BYTES,
      onRequest: perAddress,
      preParsing: bodyWithin(limit),
      preValidation: countNewLead,
    },
  };
  endpointRoute(app, createLeadEndpoint, post(['electricity', 'dual']), postOptions);
  endpointRoute(app, createGasLeadEndpoint, post(['gas']), postOptions);

  const read = { route: { onRequest: perAddress } };
  endpointRoute(app, getLeadSolvencyEndpoint, (r) => service.solvency(r.params.lead_id, cookiesOf(r), r.identity), read);
  endpointRoute(app, getLeadDniValidationEndpoint, (r) => service.dniValidation(r.params.lead_id, cookiesOf(r), r.identity), read);
  endpointRoute(app, getLeadDraftEndpoint, (r) => service.draft(r.query.type, cookiesOf(r), r.identity), read);

  endpointRoute(
    app,
    resumeLeadEndpoint,
    async (request, reply) => {
      const { lead_id, type, key } = await service.resume(request.body.token, request.identity);
      setLeadCookie(reply, request, { type, id: lead_id, key });
      return { lead_id, type };
    },
    { route: { onRequest: perAddress, preValidation: newLeads } },
  );
};
