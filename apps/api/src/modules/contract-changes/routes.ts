import {
  changeIbanEndpoint,
  changePowerEndpoint,
  requestNoCessionSipsEndpoint,
  setExistingNotificationAddressEndpoint,
  setNewNotificationAddressEndpoint,
  type TContractKind,
  updateCadastralReferenceEndpoint,
  updateContactFieldEndpoint,
  updateInvoiceDeliveryEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { apiErrorWith } from '../../platform/http/errors.ts';
import { submitFormWithFiles } from '../../platform/uploads/form-with-files.ts';
import type { UploadGate } from '../../platform/uploads/upload-gate.ts';
import { registerUploads } from '../../platform/uploads/uploads.ts';
import type { ContractsService } from '../contracts/index.ts';
import { trailByCustomer } from '../trail/index.ts';
import { fieldError } from './change-rules.ts';
import type { ContractChangesService } from './service.ts';

// A file over the upload limit, or files over the customer's quota, answer 413 with that limit in MB (customer-area §5).
const ZFileTooLargeSchema = apiErrorWith({ limit_mb: z.number().optional() });

export interface ContractChangesRoutesOptions {
  contracts: ContractsService;
  changes: ContractChangesService;
  /** At most one upload per customer in flight. */
  uploadGate: UploadGate;
  /** Where uploaded files wait while their request runs. */
  uploadTmpDir: string;
}

/** Every change a customer makes to a contract (customer-area §7); url, method and schemas come from the endpoint contracts. */
export const contractChangesRoutes: FastifyPluginAsync<ContractChangesRoutesOptions> = async (
  app,
  { contracts, changes, uploadGate, uploadTmpDir },
) => {
  await registerUploads(app);

  /** The user's contract the change is about: 404 for a name that is not theirs. */
  const ownedContract = (request: { params: { contractName: string }; query: { type?: TContractKind } }, userId: number) =>
    contracts.owned(userId, request.params.contractName, request.query.type);

  // IBAN: v1 for electricity, v2 for gas (customer-area §7); both answer for either kind. The
  // body is multipart (files), read here; a JSON body of the same fields is accepted too.
  endpointRoute(
    app,
    changeIbanEndpoint,
    async (request) => {
      const userId = identityOf(request).user_id;
      const contract = await ownedContract(request, userId);
      await changes.assertIbanChangeOffered(contract);
      // One upload per customer at a time, refused before its body is read (429); the files
      // wait in temporary files, removed when the request ends whatever happens.
      const upload = {
        gate: uploadGate,
        owner: contract.customerId,
        limits: async () => ({ fileSizeLimit: await changes.uploadLimitBytes(), tmpDir: uploadTmpDir }),
      };
      return submitFormWithFiles(request, upload, (fields, files) =>
        changes.changeIban(userId, contract, fields, files, trailByCustomer(request)),
      );
    },
    { schema: { consumes: ['multipart/form-data', 'application/json'] }, errorSchemas: { 413: ZFileTooLargeSchema } },
  );

  endpointRoute(app, changePowerEndpoint, async (request) => {
    const userId = identityOf(request).user_id;
    return changes.changePower(userId, await ownedContract(request, userId), request.body, trailByCustomer(request));
  });

  endpointRoute(app, requestNoCessionSipsEndpoint, async (request) => {
    const userId = identityOf(request).user_id;
    return changes.requestNoCessionSips(userId, await ownedContract(request, userId), request.body, trailByCustomer(request));
  });

  endpointRoute(app, updateCadastralReferenceEndpoint, async (request) => {
    const userId = identityOf(request).user_id;
    return changes.setCadastralReference(userId, await ownedContract(request, userId), request.body, trailByCustomer(request));
  });

  endpointRoute(app, updateInvoiceDeliveryEndpoint, async (request) => {
    const userId = identityOf(request).user_id;
    return changes.setInvoiceDelivery(userId, await ownedContract(request, userId), request.body, trailByCustomer(request));
  });

  endpointRoute(app, updateContactFieldEndpoint, async (request) => {
    const { field } = request.params;
    const value = request.body[field];
    // The body must carry the field the path names (ZContactFieldRequestSchema allows one of either).
    if (value === undefined) throw fieldError(field, 'required_field');
    const userId = identityOf(request).user_id;
    return changes.setContactField(userId, await ownedContract(request, userId), field, value, trailByCustomer(request));
  });

  endpointRoute(app, setNewNotificationAddressEndpoint, async (request) => {
    const userId = identityOf(request).user_id;
    return changes.setNewNotificationAddress(userId, await ownedContract(request, userId), request.body.address, trailByCustomer(request));
  });

  endpointRoute(app, setExistingNotificationAddressEndpoint, async (request) => {
    const userId = identityOf(request).user_id;
    return changes.setExistingNotificationAddress(
      userId,
      await ownedContract(request, userId),
      request.body.addressId,
      trailByCustomer(request),
    );
  });
};
