import {
  createRequestEndpoint,
  downloadRequestAttachmentEndpoint,
  getRequestCategoriesEndpoint,
  getRequestEndpoint,
  listRequestsEndpoint,
  normaliseLanguage,
  replyToRequestEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { apiErrorWith } from '../../platform/http/errors.ts';
import { submitFormWithFiles } from '../../platform/uploads/form-with-files.ts';
import type { UploadGate } from '../../platform/uploads/upload-gate.ts';
import { registerUploads } from '../../platform/uploads/uploads.ts';
import { trailByCustomer } from '../trail/index.ts';
import type { RequestsService } from './service.ts';

// A file over the upload limit, or files over the customer's quota, answer 413 with that limit in MB (customer-area §5).
const ZFileTooLargeSchema = apiErrorWith({ limit_mb: z.number().optional() });
const uploadSchemas = {
  schema: { consumes: ['multipart/form-data', 'application/json'] },
  errorSchemas: { 413: ZFileTooLargeSchema },
} as const;

export interface RequestsRoutesOptions {
  service: RequestsService;
  uploadGate: UploadGate;
  uploadTmpDir: string;
}

const languageOf = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language'], identityOf(request).locale);

/** The requests mailbox's calls; url, method and schemas from the endpoint contracts. */
export const requestsRoutes: FastifyPluginAsync<RequestsRoutesOptions> = async (app, { service, uploadGate, uploadTmpDir }) => {
  await registerUploads(app);
  const uploadLimits = async () => ({ fileSizeLimit: await service.uploadLimitBytes(), tmpDir: uploadTmpDir });

  endpointRoute(app, listRequestsEndpoint, async (request) =>
    service.list(identityOf(request).user_id, languageOf(request), request.query),
  );

  endpointRoute(app, getRequestCategoriesEndpoint, async (request) => service.categories(languageOf(request)));

  // Opening the conversation reads staff's answers (the overview's "what waits"); not when someone impersonates the customer.
  endpointRoute(app, getRequestEndpoint, async (request) => {
    const identity = identityOf(request);
    return service.detail(identity.user_id, request.params.number, languageOf(request), !identity.readonly);
  });

  // A new request: multipart (0 to 6 files, checked by platform/uploads/uploads.ts: size, count, real
  // type), or JSON without files; one upload of a customer at a time (the shared gate).
  endpointRoute(
    app,
    createRequestEndpoint,
    async (request) => {
      const userId = identityOf(request).user_id;
      const customerId = await service.customerOf(userId);
      return submitFormWithFiles(request, { gate: uploadGate, owner: customerId, limits: uploadLimits }, (fields, files) =>
        service.create(userId, customerId, fields, files, trailByCustomer(request)),
      );
    },
    uploadSchemas,
  );

  // A reply: the case is the customer's (404) and open (409) before any byte of the body is read.
  endpointRoute(
    app,
    replyToRequestEndpoint,
    async (request) => {
      const userId = identityOf(request).user_id;
      const target = await service.replyTarget(userId, request.params.number);
      return submitFormWithFiles(request, { gate: uploadGate, owner: target.customerId, limits: uploadLimits }, (fields, files) =>
        service.reply(userId, target, fields, files, trailByCustomer(request)),
      );
    },
    uploadSchemas,
  );

  endpointRoute(app, downloadRequestAttachmentEndpoint, async (request) => {
    const { file, content } = await service.attachment(identityOf(request).user_id, request.params.number, request.params.fileId);
    return { bytes: content, size: file.size, filename: file.filename, type: file.mimeType };
  });
};
