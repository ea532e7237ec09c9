import {
  ZAddressSchema,
  ZCadastralReferenceRequestSchema,
  ZContactFieldParamsSchema,
  ZContactFieldRequestSchema,
  ZContractNameParamsSchema,
  ZContractTypeQuerySchema,
  ZInvoiceOnlineRequestSchema,
  ZNoCessionSipsRequestSchema,
  ZNotificationAddressExistingRequestSchema,
  ZNotificationAddressNewRequestSchema,
  ZPowerChangeRequestSchema,
  ZWaitingForSignatureResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { apiErrorWith, errorResponses } from '../../platform/errors.ts';
import { readMultipart, registerUploads } from '../../platform/uploads.ts';
import type { ContractsService } from '../contracts/index.ts';
import { fieldError } from './change-rules.ts';
import type { ContractChangesService } from './service.ts';

const tags = ['contract changes'];
const ZAddressResponseSchema = z.object({ address: ZAddressSchema });
const ZFileTooLargeSchema = apiErrorWith({ limit_mb: z.number().optional() });

export interface ContractChangesRoutesOptions {
  contracts: ContractsService;
  changes: ContractChangesService;
}

export const contractChangesRoutes: FastifyPluginAsyncZod<ContractChangesRoutesOptions> = async (app, { contracts, changes }) => {
  await registerUploads(app);
  const config = { auth: true } as const;

  // IBAN: v1 for electricity, v2 for gas (customer-area §7); both answer for either kind, since
  // the web falls back from v2 to v1 on failure.
  for (const version of ['v1', 'v2']) {
    app.post(
      `/${version}/contracts/:contractName/iban/`,
      {
        config,
        schema: {
          tags,
          summary: 'Change the bank account (multipart: already_registered, bank_id or iban + owner_is_bank_owner, files)',
          consumes: ['multipart/form-data', 'application/json'],
          params: ZContractNameParamsSchema,
          querystring: ZContractTypeQuerySchema,
          response: {
            200: ZWaitingForSignatureResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409, 415),
            413: ZFileTooLargeSchema,
          },
        },
      },
      async (request) => {
        const userId = identityOf(request).user_id;
        const contract = await contracts.owned(userId, request.params.contractName, request.query.type);
        await changes.assertIbanChangeOffered(contract);
        const form = request.isMultipart()
          ? await readMultipart(request, { fileSizeLimit: await changes.uploadLimitBytes() })
          : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
        return changes.changeIban(userId, contract, form.fields, form.files);
      },
    );
  }

  app.post(
    '/v1/contracts/:contractName/power/',
    {
      config,
      schema: {
        tags,
        summary: 'Ask for a contracted power change (watts); waits for the signature',
        params: ZContractNameParamsSchema,
        querystring: ZContractTypeQuerySchema,
        body: ZPowerChangeRequestSchema,
        response: { 200: ZWaitingForSignatureResponseSchema, ...errorResponses(400, 401, 403, 404, 406) },
      },
    },
    async (request) => {
      const userId = identityOf(request).user_id;
      const contract = await contracts.owned(userId, request.params.contractName, request.query.type);
      return changes.changePower(userId, contract, request.body);
    },
  );

  app.post(
    '/v1/contracts/:contractName/no_cession_sips/',
    {
      config,
      schema: {
        tags,
        summary: 'Opt out of the cession of consumption data (SIPS); waits for the signature',
        params: ZContractNameParamsSchema,
        querystring: ZContractTypeQuerySchema,
        body: ZNoCessionSipsRequestSchema,
        response: { 200: ZWaitingForSignatureResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = identityOf(request).user_id;
      const contract = await contracts.owned(userId, request.params.contractName, request.query.type);
      return changes.requestNoCessionSips(userId, contract, request.body);
    },
  );

  app.put(
    '/v1/contracts/:contractName/ref_catastral/',
    {
      config,
      schema: {
        tags,
        summary: 'Set the cadastral reference of the supply point',
        params: ZContractNameParamsSchema,
        querystring: ZContractTypeQuerySchema,
        body: ZCadastralReferenceRequestSchema,
        response: { 200: ZCadastralReferenceRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = identityOf(request).user_id;
      const contract = await contracts.owned(userId, request.params.contractName, request.query.type);
      return changes.setCadastralReference(userId, contract, request.body);
    },
  );

  app.post(
    '/v1/contracts/:contractName/',
    {
      config,
      schema: {
        tags,
        summary: 'Set the invoice delivery method (email or postal)',
        params: ZContractNameParamsSchema,
        querystring: ZContractTypeQuerySchema,
        body: ZInvoiceOnlineRequestSchema,
        response: { 200: ZInvoiceOnlineRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = identityOf(request).user_id;
      const contract = await contracts.owned(userId, request.params.contractName, request.query.type);
      return changes.setInvoiceDelivery(userId, contract, request.body);
    },
  );

  app.put(
    '/v1/contracts/:contractName/notification/:field/',
    {
      config,
      schema: {
        tags,
        summary: 'Change the email or phone of the notification address',
        params: ZContractNameParamsSchema.extend(ZContactFieldParamsSchema.shape),
        querystring: ZContractTypeQuerySchema,
        body: ZContactFieldRequestSchema,
        response: {
          200: z.object({ email: z.string().optional(), phone: z.string().optional() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { field, contractName } = request.params;
      const value = request.body[field];
      // The body must carry the field the path names (ZContactFieldRequestSchema allows one of either).
      if (value === undefined) throw fieldError(field, 'required_field');
      const userId = identityOf(request).user_id;
      const contract = await contracts.owned(userId, contractName, request.query.type);
      return changes.setContactField(userId, contract, field, value);
    },
  );

  app.post(
    '/v1/contracts/:contractName/notification/',
    {
      config,
      schema: {
        tags,
        summary: 'A new address becomes the notification address',
        params: ZContractNameParamsSchema,
        querystring: ZContractTypeQuerySchema,
        body: ZNotificationAddressNewRequestSchema,
        response: { 200: ZAddressResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = identityOf(request).user_id;
      const contract = await contracts.owned(userId, request.params.contractName, request.query.type);
      return changes.setNewNotificationAddress(userId, contract, request.body.address);
    },
  );

  app.put(
    '/v1/contracts/:contractName/notification/',
    {
      config,
      schema: {
        tags,
        summary: 'One of the customer’s addresses becomes the notification address',
        params: ZContractNameParamsSchema,
        querystring: ZContractTypeQuerySchema,
        body: ZNotificationAddressExistingRequestSchema,
        response: { 200: z.object({ address_id: z.number().int() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = identityOf(request).user_id;
      const contract = await contracts.owned(userId, request.params.contractName, request.query.type);
      return changes.setExistingNotificationAddress(userId, contract, request.body.addressId);
    },
  );
};
