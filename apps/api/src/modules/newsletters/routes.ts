import {
  getNewslettersEndpoint,
  getSubscriberEndpoint,
  NEWSLETTER_PARAMS_HEADER,
  NEWSLETTERS_REMOVED,
  normaliseLanguage,
  oneClickUnsubscribeEndpoint,
  setActiveNewslettersEndpoint,
  setSubscriberMailsEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { NewslettersService } from './service.ts';

const HOUR_MS = 60 * 60 * 1000;
const tooMany = () => new ApiError(429, 'newsletter_too_many_requests', 'newsletter_too_many_requests');

/** What one address may ask an hour: reads, changes, and changes naming one e-mail (each may mail it). */
export interface NewsletterLimits {
  readsPerAddress: number;
  changesPerAddress: number;
  changesPerEmail: number;
}

export const NEWSLETTER_LIMITS: NewsletterLimits = { readsPerAddress: 120, changesPerAddress: 30, changesPerEmail: 10 };

const visitorLanguage = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language']);
const paramsOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[NEWSLETTER_PARAMS_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The newsletter page's calls (visitor-and-shell §7) and RFC 8058's one-click unsubscribe, all
 * anonymous: throttled per client address (and a change per e-mail it names), bodies bounded by
 * their schemas, and all of them 404 while `newsletter.enabled` is off, except the one-click
 * unsubscribe, which a mail already sent must keep honouring.
 */
export const newslettersRoutes: FastifyPluginAsync<{ service: NewslettersService; limits: NewsletterLimits }> = async (
  app,
  { service, limits },
) => {
  // A mail client posts the one-click body as a form (RFC 8058 §3.1); its only content,
  // "List-Unsubscribe=One-Click", is read from the URL's params instead, so the body is dropped.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    }
  }
  const reads = app.limitHook([{ name: 'newsletter-read', max: limits.readsPerAddress, windowMs: HOUR_MS, key: (r) => r.ip }], tooMany);
  const changes = app.limitHook(
    [{ name: 'newsletter-change', max: limits.changesPerAddress, windowMs: HOUR_MS, key: (r) => r.ip }],
    tooMany,
  );
  const emails = new WeakMap<FastifyRequest, string>();
  const perEmail = app.limitHook(
    [{ name: 'newsletter-email', max: limits.changesPerEmail, windowMs: HOUR_MS, key: (r) => emails.get(r) ?? '' }],
    tooMany,
  );
  const open = async () => service.assertOpen();

  endpointRoute(
    app,
    getSubscriberEndpoint,
    async (request) => {
      await open();
      return service.subscriber(request.params.subscriberId, paramsOf(request));
    },
    { route: { preValidation: reads } },
  );

  endpointRoute(
    app,
    getNewslettersEndpoint,
    async (request) => {
      await open();
      return service.list(request.params.subscriptorIdOrEmail, paramsOf(request), visitorLanguage(request));
    },
    { route: { preValidation: reads } },
  );

  endpointRoute(
    app,
    setActiveNewslettersEndpoint,
    async (request, reply) => {
      await open();
      const ref = request.body.subscriptor_or_email;
      if (ref.kind === 'email') {
        emails.set(request, ref.email);
        await perEmail(request);
      }
      const answer = await service.setActive(ref, request.body.selected_newsletters, paramsOf(request), visitorLanguage(request));
      // Fastify sends a string as it is: 'removed' must go out as the JSON text "removed" the client parses.
      if (answer === NEWSLETTERS_REMOVED) return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
      return answer;
    },
    { route: { preValidation: changes } },
  );

  endpointRoute(
    app,
    setSubscriberMailsEndpoint,
    async (request) => {
      await open();
      return service.setMails(request.body.subscriberId, request.body.emails, paramsOf(request));
    },
    { route: { preValidation: changes } },
  );

  endpointRoute(app, oneClickUnsubscribeEndpoint, async (request) => service.oneClickUnsubscribe(request.query.params), {
    route: { preValidation: changes },
    schema: { consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'] },
  });
};
