import {
  buildPath,
  LANGUAGES,
  type TLanguage,
  type TRelatedObjectType,
  ZPaymentPlatformsResponseSchema,
  ZPayRequestSchema,
  ZPayResponseSchema,
  ZPublishableKeyParamsSchema,
  ZPublishableKeyResponseSchema,
  ZTransactionReceiptParamsSchema,
  ZTransactionSummaryParamsSchema,
  ZTransactionSummarySchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { errorResponses } from '../../platform/errors.ts';
import { attachmentDisposition } from '../../platform/pdf.ts';
import type { PaymentsService } from './service.ts';
import type { TransactionsService } from './transactions.ts';

const tags = ['payments'];

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  transactions: TransactionsService;
}

/** Where the provider sends the browser back after a redirecting authentication: the invoice list, with ?payment_intent=. */
function returnUrl(request: FastifyRequest, related: TRelatedObjectType, locale: TLanguage): string {
  const route = related === 'multipoint.invoice' ? 'invoicesMultipoint' : 'invoices';
  return `${request.protocol}://${request.host}${buildPath(route, locale)}`;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, { payments, transactions }) => {
  app.get(
    '/v1/payment_platforms_available',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The card payment platform customers pay with: the built-in sandbox, or Stripe when configured',
        response: { 200: ZPaymentPlatformsResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ platforms: await payments.platforms() }),
  );

  app.get(
    '/v1/publishable_key/:platform',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The publishable key the web’s card form needs (404 for a platform not offered)',
        params: ZPublishableKeyParamsSchema,
        response: { 200: ZPublishableKeyResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ publishable_key: await payments.publishableKey(request.params.platform), platform: request.params.platform }),
  );

  app.post(
    '/v1/pay',
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          'Pay an invoice with a payment method, or finalise an intent after extra authentication. Card outcomes are 200; ' +
          'another customer’s invoice 404, an invoice not payable or already being paid 409',
        body: ZPayRequestSchema,
        response: { 200: ZPayResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const body = request.body;
      if ('payment_intent_id' in body) return payments.finalise(identity.user_id, body);
      return payments.pay(identity.user_id, body, returnUrl(request, body.related_object_type, identity.locale));
    },
  );

  app.get(
    '/v1/transaction_summary/:invoiceId',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The card payment of one of the customer’s invoices (404 transaction_not_found when it has none)',
        params: ZTransactionSummaryParamsSchema,
        response: { 200: ZTransactionSummarySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      return transactions.summary(identity.user_id, request.params.invoiceId, identity.locale);
    },
  );

  app.get(
    '/v1/download_transaction_receipt/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The receipt of a card payment as a PDF (file name in Content-Disposition)',
        produces: ['application/pdf'],
        params: ZTransactionReceiptParamsSchema,
        querystring: z.object({
          lang: z
            .string()
            .max(35)
            .optional()
            .describe(`one of ${LANGUAGES.join(', ')}`),
        }),
        response: { 200: z.any().describe('the receipt'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const file = await transactions.receipt(identity.user_id, request.params.id, request.query.lang, identity.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
