import {
  buildPath,
  downloadTransactionReceiptEndpoint,
  getPaymentPlatformsEndpoint,
  getPublishableKeyEndpoint,
  getTransactionSummaryEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  payEndpoint,
  type TLanguage,
  type TRelatedObjectType,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { trailByCustomer } from '../trail/index.ts';
import type { IdempotentPay } from './idempotent-pay.ts';
import type { OnAttemptOpened, PaymentsService } from './service.ts';
import type { TransactionsService } from './transactions.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  transactions: TransactionsService;
  idempotent: IdempotentPay;
}

/** Where the provider sends the browser back after a redirecting authentication: the invoice list, with ?payment_intent=. */
function returnUrl(request: FastifyRequest, related: TRelatedObjectType, locale: TLanguage): string {
  const route = related === 'multipoint.invoice' ? 'invoicesMultipoint' : 'invoices';
  return `${request.protocol}://${request.host}${buildPath(route, locale)}`;
}

export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesOptions> = async (app, { payments, transactions, idempotent }) => {
  endpointRoute(app, getPaymentPlatformsEndpoint, async () => ({ platforms: await payments.platforms() }));

  endpointRoute(app, getPublishableKeyEndpoint, async (request) => ({
    publishable_key: await payments.publishableKey(request.params.platform),
    platform: request.params.platform,
  }));

  endpointRoute(app, payEndpoint, async (request) => {
    const identity = identityOf(request);
    const body = request.body;
    const work = (onOpened?: OnAttemptOpened) =>
      'payment_intent_id' in body
        ? payments.finalise(identity.user_id, body, trailByCustomer(request))
        : payments.pay(
            identity.user_id,
            body,
            returnUrl(request, body.related_object_type, identity.locale),
            onOpened,
            trailByCustomer(request),
          );
    // Validated by the contract (ZIdempotencyKeySchema); without it the call is as it always was.
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string') return work();
    return idempotent.run(await payments.customerOf(identity.user_id), key, body, work);
  });

  endpointRoute(app, getTransactionSummaryEndpoint, async (request) => {
    const identity = identityOf(request);
    return transactions.summary(identity.user_id, request.params.invoiceId, identity.locale);
  });

  endpointRoute(
    app,
    downloadTransactionReceiptEndpoint,
    async (request) => {
      const identity = identityOf(request);
      const file = await transactions.receipt(identity.user_id, request.params.id, request.query.lang, identity.locale);
      return { bytes: file.bytes, filename: file.filename, type: 'application/pdf' };
    },
    { schema: { produces: ['application/pdf'] } },
  );
};
