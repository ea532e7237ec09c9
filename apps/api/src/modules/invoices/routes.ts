import { getFilterParamsEndpoint, getInvoicesEndpoint, getMultipointInvoicesEndpoint } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { InvoicesService } from './service.ts';

/**
 * Sends JSON that is already written (PostgreSQL writes the lists, docs/decisions.md; the filter
 * choices are kept written, a large customer's as bytes). With a content type set, Fastify sends
 * a string or a buffer as it is, skipping the response schema's serializer: the contract's schema
 * then documents the answer, the web parses with it, and the API tests check the answer against it.
 */
const sendJsonText = (reply: FastifyReply, json: Buffer | string) => reply.type('application/json; charset=utf-8').send(json);

const FILTER_DOC =
  'filter: JSON array of [field, operator, value] terms, ANDed (docs/invoices.md); otherwise 400 validation_error, errors.filter = [invoice_filter_invalid]';

export const invoicesRoutes: FastifyPluginAsync<{ service: InvoicesService }> = async (app, { service }) => {
  endpointRoute(
    app,
    getInvoicesEndpoint,
    async (request, reply) => {
      const { type, ...params } = request.query;
      return sendJsonText(reply, await service.list(identityOf(request).user_id, type, params));
    },
    { schema: { description: FILTER_DOC } },
  );

  endpointRoute(
    app,
    getMultipointInvoicesEndpoint,
    async (request, reply) => sendJsonText(reply, await service.list(identityOf(request).user_id, 'multipoint', request.query)),
    { schema: { description: FILTER_DOC } },
  );

  endpointRoute(app, getFilterParamsEndpoint, async (request, reply) =>
    sendJsonText(reply, await service.filterParams(identityOf(request).user_id, request.query.type, request.query.fields)),
  );
};
