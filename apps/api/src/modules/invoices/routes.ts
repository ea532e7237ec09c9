import {
  ZFilterParamsQuerySchema,
  ZFilterParamsResponseSchema,
  ZInvoiceKindSchema,
  ZInvoiceListQuerySchema,
  ZInvoiceListResponseSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { InvoicesService } from './service.ts';

const tags = ['invoices'];

/**
 * Sends JSON that is already text. With a content type set, Fastify sends a string as it is,
 * skipping the response schema's serializer: the lists' schema then documents the answer, and
 * the API tests check the answer against it.
 */
const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

// An offset past PostgreSQL's bigint would fail in the database: bound it here (no one pages that far).
const ZListQuerySchema = ZInvoiceListQuerySchema.extend({ offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0) });
// The multipoint list has one kind: a `type` sent along is ignored, whatever it says.
const ZMultipointListQuerySchema = ZListQuerySchema.omit({ type: true });

// The web always sends `type`; without it the electricity values are listed, as the lists default to electricity.
const ZParamsQuerySchema = ZFilterParamsQuerySchema.extend({ type: ZInvoiceKindSchema.default('electricity') });

const FILTER_DOC =
  'filter: JSON array of [field, operator, value] terms, ANDed (docs/invoices-contract.md); 400 invoice_filter_invalid otherwise';

export const invoicesRoutes: FastifyPluginAsyncZod<{ service: InvoicesService }> = async (app, { service }) => {
  app.get(
    '/v1/invoices/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The customer’s electricity or gas invoices, newest first',
        description: FILTER_DOC,
        querystring: ZListQuerySchema,
        response: { 200: ZInvoiceListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { type, ...params } = request.query;
      return sendJsonText(reply, await service.list(identityOf(request).user_id, type, params));
    },
  );

  app.get(
    '/v1/invoices_multipoint/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The customer’s multipoint invoices (several supply points each), newest first',
        description: FILTER_DOC,
        querystring: ZMultipointListQuerySchema,
        response: { 200: ZInvoiceListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendJsonText(reply, await service.list(identityOf(request).user_id, 'multipoint', request.query)),
  );

  app.get(
    '/v1/filter/params',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Distinct CUPS, addresses, contracts and tax ids of the customer’s invoices of a type (autocomplete filters)',
        querystring: ZParamsQuerySchema,
        response: { 200: ZFilterParamsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => service.filterParams(identityOf(request).user_id, request.query.type, request.query.fields),
  );
};
