import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test double of the few Stripe REST endpoints the Stripe adapter calls (PaymentIntents
 * create, confirm, retrieve, cancel), with Stripe's test payment methods, its idempotency keys
 * and its error bodies, so the official SDK is exercised over real HTTP. Tests only.
 */

type Behaviour =
  | { kind: 'success'; brand: string; last4: string }
  | { kind: 'decline'; brand: string; last4: string; code: string; declineCode?: string }
  | { kind: 'authenticate'; brand: string; last4: string };

/** Stripe's test PaymentMethods (docs.stripe.com/testing). */
const TEST_METHODS: Record<string, Behaviour> = {
  pm_card_visa: { kind: 'success', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { kind: 'success', brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { kind: 'decline', brand: 'visa', last4: '0002', code: 'card_declined', declineCode: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: {
    kind: 'decline',
    brand: 'visa',
    last4: '9995',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
  },
  pm_card_chargeDeclinedExpiredCard: { kind: 'decline', brand: 'visa', last4: '0069', code: 'expired_card', declineCode: 'expired_card' },
  pm_card_chargeDeclinedIncorrectCvc: {
    kind: 'decline',
    brand: 'visa',
    last4: '0127',
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
  },
  pm_card_chargeDeclinedProcessingError: { kind: 'decline', brand: 'visa', last4: '0119', code: 'processing_error' },
  pm_card_authenticationRequired: { kind: 'authenticate', brand: 'visa', last4: '3155' },
};

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  paymentMethod: string;
  metadata: Record<string, string>;
  lastError: Record<string, unknown> | null;
}

interface Reply {
  status: number;
  body: unknown;
}

export interface StripeTestServer {
  url: string;
  intents: Map<string, Intent>;
  /** Every request as received: method, path, idempotency key, parameters. */
  requests: { method: string; path: string; idempotencyKey: string | undefined; params: URLSearchParams }[];
  /** While set, requests are processed and their answer lost ('drop'), or refused with a 500 ('error'). */
  outage: 'drop' | 'error' | null;
  /** Only requests whose path matches suffer the outage (all when unset). */
  outagePath: RegExp | null;
  /** The customer's answer in Stripe's authentication page. */
  authenticate(intentId: string, success: boolean): void;
  /** Succeeded charges. */
  charges(): number;
  close(): Promise<void>;
}

export async function startStripeTestServer(secretKey: string): Promise<StripeTestServer> {
  const intents = new Map<string, Intent>();
  const replays = new Map<string, { fingerprint: string; reply: Reply }>();
  let sequence = 0;

  const methodJson = (id: string) => {
    const b = TEST_METHODS[id];
    return b ? { id, object: 'payment_method', type: 'card', card: { brand: b.brand, last4: b.last4, exp_month: 12, exp_year: 2034 } } : id;
  };
  const intentJson = (intent: Intent, expand: boolean) => ({
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: `${intent.id}_secret_test`,
    payment_method: expand ? methodJson(intent.paymentMethod) : intent.paymentMethod,
    metadata: intent.metadata,
    last_payment_error: intent.lastError,
    next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
  });
  const error = (status: number, body: Record<string, unknown>): Reply => ({ status, body: { error: body } });
  const unexpectedState = (intent: Intent) =>
    error(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent's status is ${intent.status}.`,
      payment_intent: intentJson(intent, false),
    });

  function confirm(intent: Intent, expand: boolean): Reply {
    if (intent.status !== 'requires_confirmation' && intent.status !== 'requires_payment_method') return unexpectedState(intent);
    const behaviour = TEST_METHODS[intent.paymentMethod];
    if (!behaviour) return error(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method' });
    if (behaviour.kind === 'decline') {
      intent.status = 'requires_payment_method';
      intent.lastError = {
        type: 'card_error',
        code: behaviour.code,
        decline_code: behaviour.declineCode,
        message: 'Your card was declined.',
      };
      return error(402, {
        ...intent.lastError,
        payment_intent: intentJson(intent, false),
        payment_method: methodJson(intent.paymentMethod),
      });
    }
    intent.status = behaviour.kind === 'success' ? 'succeeded' : 'requires_action';
    intent.lastError = null;
    return { status: 200, body: intentJson(intent, expand) };
  }

  function handle(method: string, path: string, params: URLSearchParams): Reply {
    const expand = [...params.keys()].some((k) => k.startsWith('expand') && params.get(k) === 'payment_method');
    if (method === 'POST' && path === '/v1/payment_intents') {
      const paymentMethod = params.get('payment_method') ?? '';
      if (!TEST_METHODS[paymentMethod]) {
        return error(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_method',
          message: 'No such PaymentMethod',
        });
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of params) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const intent: Intent = {
        id: `pi_test_${++sequence}`,
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? '',
        status: 'requires_confirmation',
        paymentMethod,
        metadata,
        lastError: null,
      };
      intents.set(intent.id, intent);
      return params.get('confirm') === 'true' ? confirm(intent, expand) : { status: 200, body: intentJson(intent, expand) };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (!intent) return error(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' });
    if (method === 'GET' && !match?.[2]) return { status: 200, body: intentJson(intent, expand) };
    if (method === 'POST' && match?.[2] === '/confirm') return confirm(intent, expand);
    if (method === 'POST' && match?.[2] === '/cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent);
      intent.status = 'canceled';
      return { status: 200, body: intentJson(intent, expand) };
    }
    return error(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const method = req.method ?? 'GET';
      const key = req.headers['idempotency-key'] as string | undefined;
      const params = method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString());
      double.requests.push({ method, path: url.pathname, idempotencyKey: key, params });
      const outage = double.outagePath && !double.outagePath.test(url.pathname) ? null : double.outage;
      const send = (reply: Reply) => {
        if (outage === 'drop') return req.socket.destroy();
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${sequence}` });
        res.end(JSON.stringify(reply.body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' }));
      }
      if (outage === 'error') {
        res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
        return res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong' } }));
      }
      // Stripe replays the first answer of a key, and refuses the key with other parameters.
      const fingerprint = `${method} ${url.pathname} ${[...params].sort().join('&')}`;
      const earlier = key ? replays.get(key) : undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint)
          return send(
            error(400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' }),
          );
        return send(earlier.reply);
      }
      const reply = handle(method, url.pathname, params);
      if (key && method === 'POST') replays.set(key, { fingerprint, reply });
      send(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const double: StripeTestServer = {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests: [],
    outage: null,
    outagePath: null,
    authenticate(intentId, success) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_action') throw new Error(`${intentId} is not waiting for authentication`);
      intent.status = success ? 'succeeded' : 'requires_payment_method';
      intent.lastError = success
        ? null
        : { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'Authentication failed' };
    },
    charges: () => [...intents.values()].filter((i) => i.status === 'succeeded').length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
  return double;
}
