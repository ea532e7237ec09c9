import {
  approveStaffSigningEndpoint,
  exportStaffContractingLeadsEndpoint,
  exportStaffLeadsEndpoint,
  getStaffCaseAttachmentEndpoint,
  getStaffCaseEndpoint,
  getStaffLeadInvoiceEndpoint,
  getStaffSigningDocumentEndpoint,
  getStaffSigningEndpoint,
  importOmipPricesEndpoint,
  listStaffCasesEndpoint,
  listStaffContractingLeadsEndpoint,
  listStaffLeadsEndpoint,
  listStaffSigningsEndpoint,
  listStaffTrailEndpoint,
  normaliseLanguage,
  rejectStaffSigningEndpoint,
  replyStaffCaseEndpoint,
  sendStaffContractingRemindersEndpoint,
  setStaffCaseOutcomeEndpoint,
  staffLoginEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccountSlowdown } from '../../platform/auth/account-slowdown.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError, apiErrorWith } from '../../platform/http/errors.ts';
import { submitFormWithFiles } from '../../platform/uploads/form-with-files.ts';
import { staffUploader, type UploadGate } from '../../platform/uploads/upload-gate.ts';
import { registerUploads, type UploadLimits } from '../../platform/uploads/uploads.ts';
import type { StaffContractAttachments } from '../contract-documents/index.ts';
import type { ContractingStaffView } from '../contracting/index.ts';
import type { LeadsService } from '../leads/index.ts';
import { importOmipUpload, OMIP_UPLOAD_ERROR_SCHEMAS, type PriceAlertsService } from '../price-alerts/index.ts';
import type { SignaturesStaffView } from '../signatures/index.ts';
import { type TrailService, trailByStaff } from '../trail/index.ts';
import { type StaffAdminRoutesOptions, staffAdminRoutes } from './admin-routes.ts';
import type { StaffRepo } from './repo.ts';
import type { StaffService } from './service.ts';
import { registerStaffAuthentication, staffOf, staffRouteOptions } from './staff-auth.ts';
import type { StaffTokens } from './staff-tokens.ts';

export interface StaffRoutesOptions {
  service: StaffService;
  /** The staff accounts (supervisors), the customer search and "view as this customer" (admin-routes.ts). */
  admin: StaffAdminRoutesOptions;
  leads: LeadsService;
  contractingLeads: ContractingStaffView;
  signatures: SignaturesStaffView;
  contractAttachments: StaffContractAttachments;
  priceAlerts: Pick<PriceAlertsService, 'importLines'>;
  trail: Pick<TrailService, 'staffList'>;
  repo: StaffRepo;
  tokens: StaffTokens;
  limits: { perAccount: number; perAddress: number };
  slowdown: AccountSlowdown;
  /** Other modules' staff routes, registered behind the staff hook. */
  more: FastifyPluginAsync[];
  /** The gate and limits of a reply's files: the customers' gate, the settings' upload limit. */
  uploads: { gate: UploadGate; limits: () => Promise<UploadLimits> };
}

/** The address named in a login body not validated yet (the limit runs before validation). */
function emailOf(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body.email : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}

const tooManyAttempts = () => new ApiError(429, 'too_many_attempts', 'login_too_many_attempts');

// Staff routes check the staff token (staff-auth.ts); OpenAPI shows it as its own scheme.
const staffRoute = staffRouteOptions();

/** The staff API (docs/staff.md); url, method and schemas from the endpoint contracts. */
export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (
  app,
  {
    service,
    admin,
    leads,
    contractingLeads,
    signatures,
    contractAttachments,
    priceAlerts,
    trail,
    repo,
    tokens,
    limits,
    slowdown,
    more,
    uploads,
  },
) => {
  registerStaffAuthentication(app, tokens, repo);
  await registerUploads(app);
  staffAdminRoutes(app, admin);

  // Throttled like the customers' login: per address+account, and per address whatever the account.
  const throttle = app.limitHook(
    [
      { name: 'staff-login:account', max: limits.perAccount, key: (r) => `${r.ip}|${emailOf(r)}` },
      { name: 'staff-login:address', max: limits.perAddress, key: (r) => r.ip },
    ],
    tooManyAttempts,
  );
  // And the account-wide slowdown, counted with every sign-in on this staff address (docs/sign-in.md).
  const accountWide = slowdown.hooks('staff', emailOf, tooManyAttempts);
  endpointRoute(app, staffLoginEndpoint, (request) => service.login(request.body.email, request.body.password), {
    route: { preValidation: [throttle, accountWide.preValidation], onSend: accountWide.onSend },
  });

  endpointRoute(app, listStaffCasesEndpoint, (request) => service.list(request.query), staffRoute);

  endpointRoute(app, getStaffCaseEndpoint, (request) => service.detail(request.params.number), staffRoute);

  endpointRoute(
    app,
    getStaffCaseAttachmentEndpoint,
    async (request) => {
      const { file, content } = await service.attachment(request.params.number, request.params.id);
      return { bytes: content, size: file.size, filename: file.filename, type: file.mimeType };
    },
    staffRoute,
  );

  // A reply: JSON (the CLI's) or multipart with files, read as a customer's message's are (the
  // upload limit, the count, the real type), one upload of the account at a time.
  endpointRoute(
    app,
    replyStaffCaseEndpoint,
    (request) => {
      const staff = staffOf(request);
      return submitFormWithFiles(request, { gate: uploads.gate, owner: staffUploader(staff.id), limits: uploads.limits }, (fields, files) =>
        service.reply(staff, request.params.number, fields, files, trailByStaff(request, staff.id)),
      );
    },
    {
      ...staffRoute,
      schema: { ...staffRoute.schema, consumes: ['multipart/form-data', 'application/json'] },
      errorSchemas: { 413: apiErrorWith({ limit_mb: z.number().optional() }) },
    },
  );

  endpointRoute(app, setStaffCaseOutcomeEndpoint, (request) => service.setOutcome(request.params.number, request.body.outcome), staffRoute);

  // The visitors' leads (docs/leads.md): the sales team reads them here.
  endpointRoute(app, listStaffLeadsEndpoint, (request) => leads.list(request.query), staffRoute);

  endpointRoute(
    app,
    exportStaffLeadsEndpoint,
    async (request) => {
      const csv = await leads.exportCsv(request.query, normaliseLanguage(request.headers['accept-language']));
      return { bytes: csv.bytes, filename: csv.filename, type: 'text/csv; charset=utf-8' };
    },
    staffRoute,
  );

  endpointRoute(
    app,
    getStaffLeadInvoiceEndpoint,
    async (request) => {
      const file = await leads.invoice(request.params.id);
      return { bytes: file.content, size: file.size, filename: file.filename, type: file.type };
    },
    staffRoute,
  );

  // The contracting wizards' leads (docs/contracting.md): where each visitor got to, as a CSV too, and the abandoned ones' reminders now.
  endpointRoute(app, listStaffContractingLeadsEndpoint, (request) => contractingLeads.list(request.query), staffRoute);
  endpointRoute(
    app,
    exportStaffContractingLeadsEndpoint,
    async (request) => {
      const csv = await contractingLeads.exportCsv(request.query, normaliseLanguage(request.headers['accept-language']));
      return { bytes: csv.bytes, filename: csv.filename, type: 'text/csv; charset=utf-8' };
    },
    staffRoute,
  );
  endpointRoute(app, sendStaffContractingRemindersEndpoint, async () => ({ reminded: await contractingLeads.remind() }), staffRoute);

  // The signed requests (docs/signatures.md): the queue, one item with its evidence, approve and reject.
  endpointRoute(app, listStaffSigningsEndpoint, (request) => signatures.queue(request.query), staffRoute);
  endpointRoute(app, getStaffSigningEndpoint, (request) => signatures.detail(request.params.id), staffRoute);
  // The sealed PDF the signature made, among the contract's attachments; none before it is signed.
  endpointRoute(
    app,
    getStaffSigningDocumentEndpoint,
    async (request) => {
      const { sealed_attachment_id: sealed } = await signatures.detail(request.params.id);
      if (sealed === null) throw new ApiError(404, 'not_found', 'not_found');
      const file = await contractAttachments.attachment(sealed);
      return { bytes: file.content, size: file.size, filename: file.filename, type: file.mimeType };
    },
    staffRoute,
  );
  endpointRoute(
    app,
    approveStaffSigningEndpoint,
    (request) => signatures.applied(trailByStaff(request, staffOf(request).id), request.params.id),
    staffRoute,
  );
  endpointRoute(
    app,
    rejectStaffSigningEndpoint,
    (request) => signatures.rejected(trailByStaff(request, staffOf(request).id), request.params.id, request.body.reason),
    staffRoute,
  );
  // The trail of every action (docs/trail.md): every customer's lines, filtered.
  endpointRoute(app, listStaffTrailEndpoint, (request) => trail.staffList(request.query), staffRoute);

  // OMIP's settlement prices into the running portal (docs/price-alerts.md): `npm run staff -- omip <file>`.
  endpointRoute(app, importOmipPricesEndpoint, (request) => importOmipUpload(priceAlerts, request.body.file), {
    ...staffRoute,
    errorSchemas: OMIP_UPLOAD_ERROR_SCHEMAS,
  });

  // Other modules' staff calls (the integration tokens and webhooks: docs/integration.md), inside this scope so the staff hook guards them.
  for (const routes of more) await app.register(routes);
};
