import {
  ATC_MAX_ATTACHMENTS,
  createAtcClaimEndpoint,
  getAtcSubtypesEndpoint,
  getAtcTypesEndpoint,
  normaliseLanguage,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { apiErrorWith } from '../../platform/http/errors.ts';
import { submitFormWithFiles } from '../../platform/uploads/form-with-files.ts';
import type { UploadGate } from '../../platform/uploads/upload-gate.ts';
import { registerUploads } from '../../platform/uploads/uploads.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { CustomerServiceService } from './service.ts';

// A file over the upload limit, or files over the customer's quota, answer 413 with that limit in MB (customer-area §5).
const ZFileTooLargeSchema = apiErrorWith({ limit_mb: z.number().optional() });

export interface CustomerServiceRoutesOptions {
  contracts: ContractsService;
  service: CustomerServiceService;
  uploadGate: UploadGate;
  uploadTmpDir: string;
}

const languageOf = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language'], identityOf(request).locale);

/** The ATC calls of customer-area §7; url, method and schemas from the endpoint contracts. */
export const customerServiceRoutes: FastifyPluginAsync<CustomerServiceRoutesOptions> = async (
  app,
  { contracts, service, uploadGate, uploadTmpDir },
) => {
  await registerUploads(app);

  endpointRoute(app, getAtcTypesEndpoint, async (request) => service.atcTypes(languageOf(request)));

  endpointRoute(app, getAtcSubtypesEndpoint, async (request) => service.atcSubtypes(request.params.tipus, languageOf(request)));

  // The claim: multipart (the optional attachment), or JSON without a file. The contract is the
  // customer's or 404 before any byte of the body is read; the file is checked as the IBAN
  // change's are (size, count, real type from the bytes: platform/uploads/uploads.ts).
  endpointRoute(
    app,
    createAtcClaimEndpoint,
    async (request) => {
      const userId = identityOf(request).user_id;
      const contract = await contracts.owned(userId, request.params.contractName);
      // One attachment at most: a second is refused while the form is read (files_too_many).
      const upload = {
        gate: uploadGate,
        owner: contract.customerId,
        limits: async () => ({ fileSizeLimit: await service.uploadLimitBytes(), maxFiles: ATC_MAX_ATTACHMENTS, tmpDir: uploadTmpDir }),
      };
      return submitFormWithFiles(request, upload, (fields, files) =>
        service.fileAtcClaim(userId, languageOf(request), contract, fields, files),
      );
    },
    { schema: { consumes: ['multipart/form-data', 'application/json'] }, errorSchemas: { 413: ZFileTooLargeSchema } },
  );
};
