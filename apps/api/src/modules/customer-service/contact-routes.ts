import {
  CONTACT_MAX_ATTACHMENTS,
  createContactCaseEndpoint,
  createUnsignedContactEndpoint,
  getCaseCategoriesEndpoint,
  getContactTicketEndpoint,
  normaliseLanguage,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { identityOf, presentedToken } from '../../platform/auth/authenticate.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError, apiErrorWith } from '../../platform/http/errors.ts';
import type { FormTickets } from '../../platform/http/form-ticket.ts';
import { submitFormWithFiles } from '../../platform/uploads/form-with-files.ts';
import { type UploadGate, uploaderAddress } from '../../platform/uploads/upload-gate.ts';
import { registerUploads } from '../../platform/uploads/uploads.ts';
import type { ContactService } from './contact-service.ts';

const ZFileTooLargeSchema = apiErrorWith({ limit_mb: z.number().optional() });
const HOUR_MS = 60 * 60 * 1000;
const tooManyContacts = () => new ApiError(429, 'contact_too_many_requests', 'contact_too_many_requests');

export interface ContactRoutesOptions {
  service: ContactService;
  tickets: FormTickets;
  tokens: TokenService;
  uploadGate: UploadGate;
  uploadTmpDir: string;
  /** Unsigned contacts an address may send, and an IP may send, per hour (UNSIGNED_CONTACT_*_RATE_LIMIT). */
  limits: { perEmail: number; perAddress: number };
}

/** The language of a visitor's request: what the browser asks for, else the portal's fallback. */
const visitorLanguage = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language']);
const customerLanguage = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language'], identityOf(request).locale);

/** The contact calls of customer-area §7 (crm/cases/categories/, crm/cases/, crm/unsigned/) and the unsigned form's ticket. */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (
  app,
  { service, tickets, tokens, uploadGate, uploadTmpDir, limits },
) => {
  await registerUploads(app);
  const contactLimits = async () => ({
    fileSizeLimit: await service.uploadLimitBytes(),
    maxFiles: CONTACT_MAX_ATTACHMENTS,
    tmpDir: uploadTmpDir,
  });

  // Anonymous only for the visitor's categories; the signed form's need a session (the auth hook
  // cannot say "sometimes", so the route checks the token itself, as the hook would).
  endpointRoute(app, getCaseCategoriesEndpoint, async (request) => {
    if (request.query.unsigned === 'true') {
      await service.assertUnsignedOpen();
      return service.categories(visitorLanguage(request), true);
    }
    const token = presentedToken(request);
    if (!token) throw new ApiError(401, 'token_missing', 'token_invalid');
    const check = await tokens.verify(token);
    if (!check.ok) throw new ApiError(401, check.code, check.message);
    await service.assertSignedOpen();
    return service.categories(normaliseLanguage(request.headers['accept-language'], check.claims.locale), false);
  });

  // The signed contact: the gate first (404 when closed), then the files streamed and checked as
  // every upload (size, count, real type), the customer's upload gate held while they are.
  endpointRoute(
    app,
    createContactCaseEndpoint,
    async (request) => {
      await service.assertSignedOpen();
      const userId = identityOf(request).user_id;
      // JSON carries no file: it is answered with the field errors (attachments are required).
      const upload = { gate: uploadGate, owner: () => service.customerOf(userId), limits: contactLimits };
      return submitFormWithFiles(request, upload, (fields, files) =>
        service.fileSignedContact(userId, customerLanguage(request), fields, files),
      );
    },
    { schema: { consumes: ['multipart/form-data', 'application/json'] }, errorSchemas: { 413: ZFileTooLargeSchema } },
  );

  const ticketThrottle = app.limitHook(
    [{ name: 'contact-ticket', max: limits.perAddress * 3, windowMs: HOUR_MS, key: (r) => r.ip }],
    tooManyContacts,
  );
  endpointRoute(
    app,
    getContactTicketEndpoint,
    async () => {
      await service.assertUnsignedOpen();
      return { ticket: tickets.issue() };
    },
    { route: { preValidation: ticketThrottle } },
  );

  // The unsigned contact: throttled per IP before the body is read, per e-mail address once it is
  // (the address is in the multipart body); the ticket and the honeypot checked by the service.
  // Files: one upload per client address in flight (the customers' gate, keyed by the address),
  // refused before the body is read, and the address's quota (the service).
  const emails = new WeakMap<FastifyRequest, string>();
  const perEmail = app.limitHook(
    [{ name: 'unsigned-contact-email', max: limits.perEmail, windowMs: HOUR_MS, key: (r) => emails.get(r) ?? '' }],
    tooManyContacts,
  );
  endpointRoute(
    app,
    createUnsignedContactEndpoint,
    async (request) => {
      await service.assertUnsignedOpen();
      const visitor = {
        address: request.ip,
        throttle: async (email: string) => {
          emails.set(request, email);
          await perEmail(request);
        },
      };
      const upload = { gate: uploadGate, owner: uploaderAddress(request.ip), limits: contactLimits };
      return submitFormWithFiles(request, upload, (fields, files) =>
        service.fileUnsignedContact(visitorLanguage(request), fields, files, visitor),
      );
    },
    {
      schema: { consumes: ['multipart/form-data', 'application/json'] },
      errorSchemas: { 413: ZFileTooLargeSchema },
      route: {
        preValidation: app.limitHook(
          [{ name: 'unsigned-contact-ip', max: limits.perAddress, windowMs: HOUR_MS, key: (r) => r.ip }],
          tooManyContacts,
        ),
      },
    },
  );
};
