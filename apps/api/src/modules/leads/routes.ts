import {
  createCompareLeadEndpoint,
  createGasCompareLeadEndpoint,
  createPowerLeadEndpoint,
  getLeadTicketEndpoint,
  LEAD_INVOICE_MAX_BYTES,
  normaliseLanguage,
  type TLeadKind,
} from '@portal/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError, apiErrorWith } from '../../platform/http/errors.ts';
import type { FormTickets } from '../../platform/http/form-ticket.ts';
import { submitFormWithFiles } from '../../platform/uploads/form-with-files.ts';
import { type UploadGate, uploaderAddress } from '../../platform/uploads/upload-gate.ts';
import { registerUploads } from '../../platform/uploads/uploads.ts';
import type { LeadsService } from './service.ts';

const ZFileTooLargeSchema = apiErrorWith({ limit_mb: z.number().optional() });
const HOUR_MS = 60 * 60 * 1000;
const tooManyLeads = () => new ApiError(429, 'lead_too_many_requests', 'lead_too_many_requests');

export interface LeadsRoutesOptions {
  service: LeadsService;
  tickets: FormTickets;
  uploadGate: UploadGate;
  uploadTmpDir: string;
  /** Leads an e-mail address may send, and an IP may send, per hour (LEAD_RATE_LIMIT, LEAD_IP_RATE_LIMIT). */
  limits: { perEmail: number; perAddress: number };
}

/** The language of a visitor's request: what the browser asks for, else the portal's fallback. */
const visitorLanguage = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language']);

/**
 * An invoice whose bytes are not a pdf, jpeg or png is refused as an unsupported media type
 * (415, the contract's answer for "checked by its real type"), with the field it came in.
 */
function asUnsupportedType(error: unknown): never {
  if (error instanceof ApiError && error.code === 'invalid_attachment_format') {
    throw new ApiError(415, 'invalid_attachment_format', 'invalid_attachment_format', {
      errors: { invoice: ['invalid_attachment_format'] },
    });
  }
  throw error;
}

/** The lead calls of visitor-and-shell §7 (price-compare/confirm, gas/price-compare/confirm, leads/potencia) and the forms' ticket. */
export const leadsRoutes: FastifyPluginAsync<LeadsRoutesOptions> = async (app, { service, tickets, uploadGate, uploadTmpDir, limits }) => {
  await registerUploads(app);
  const invoiceLimits = async () => ({ fileSizeLimit: LEAD_INVOICE_MAX_BYTES, maxFiles: 1, tmpDir: uploadTmpDir });

  endpointRoute(
    app,
    getLeadTicketEndpoint,
    async () => {
      await service.assertOpen('any');
      return { ticket: tickets.issue() };
    },
    {
      route: {
        preValidation: app.limitHook(
          [{ name: 'lead-ticket', max: limits.perAddress * 3, windowMs: HOUR_MS, key: (r) => r.ip }],
          tooManyLeads,
        ),
      },
    },
  );

  // Throttled per IP before the body is read, per e-mail address once it is (the address is in the
  // multipart body); one upload per client address in flight (the shared upload gate); the
  // ticket, the honeypot and the address's daily quota checked by the service.
  const emails = new WeakMap<FastifyRequest, string>();
  const perEmail = app.limitHook(
    [{ name: 'lead-email', max: limits.perEmail, windowMs: HOUR_MS, key: (r) => emails.get(r) ?? '' }],
    tooManyLeads,
  );
  const perAddress = app.limitHook([{ name: 'lead-ip', max: limits.perAddress, windowMs: HOUR_MS, key: (r) => r.ip }], tooManyLeads);
  const leadRoute = (kind: TLeadKind) => async (request: FastifyRequest) => {
    await service.assertOpen(kind);
    const visitor = {
      address: request.ip,
      throttle: async (email: string) => {
        emails.set(request, email);
        await perEmail(request);
      },
    };
    const upload = { gate: uploadGate, owner: uploaderAddress(request.ip), limits: invoiceLimits };
    return submitFormWithFiles(request, upload, (fields, files) =>
      service.submit(kind, visitorLanguage(request), fields, files, visitor),
    ).catch(asUnsupportedType);
  };
  const options = {
    schema: { consumes: ['multipart/form-data', 'application/json'] },
    errorSchemas: { 413: ZFileTooLargeSchema },
    route: { preValidation: perAddress },
  };
  registerLead(app, createCompareLeadEndpoint, leadRoute('electricity_comparator'), options);
  registerLead(app, createGasCompareLeadEndpoint, leadRoute('gas_comparator'), options);
  registerLead(app, createPowerLeadEndpoint, leadRoute('power_calculator'), options);
};

// The three calls share one handler shape; endpointRoute types each with its own contract.
function registerLead(
  app: FastifyInstance,
  endpoint: typeof createCompareLeadEndpoint | typeof createGasCompareLeadEndpoint | typeof createPowerLeadEndpoint,
  handler: (request: FastifyRequest) => Promise<{ status: 'OK'; lead_id: number }>,
  options: Parameters<typeof endpointRoute>[3],
): void {
  endpointRoute(app, endpoint as typeof createCompareLeadEndpoint, handler, options);
}
