import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** helmet's own value (a year, subdomains included), which it would send on every answer. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for the API and the SPA. The policy suits a React + MUI build: scripts only
 * from our origin; styles also inline because emotion injects <style> elements at run time;
 * images from us or data: URIs (base64 banners); calls only to our API; never framed.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { stripe?: boolean } = {}): void {
  // With Stripe configured, Stripe.js and its card fields and 3-D Secure frames come from Stripe
  // (docs.stripe.com/security/guide#content-security-policy); without it nothing leaves our origin.
  const stripe = options.stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripe.script],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...stripe.connect],
          frameSrc: ["'self'", ...stripe.frame],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // The SPA sends people to the identity provider and back: keep the referrer to our origin.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent below, over https only: RFC 6797 §7.2 has browsers ignore it over plain http, where
      // anyone on the path could add or strip it, and a portal tried on http://localhost must not
      // tell the browser that localhost speaks https.
      strictTransportSecurity: false,
    }),
  );
  // request.protocol is https for a TLS socket, or when a trusted proxy (TRUST_PROXY) says so in
  // X-Forwarded-Proto; a client's own X-Forwarded-Proto counts only through a trusted proxy.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

type THelmet = ReturnType<typeof helmet>;

/**
 * The headers helmet sends, read once: none of the policy depends on the request, and running
 * helmet's middlewares at every request (each writing its header on the response, the policy
 * rebuilt from its directives) was, with the global hooks written as async functions, about a
 * fifth of the portal's CPU for `/healthz` (docs/performance.md, "What every request costs").
 */
function headersOf(middleware: THelmet): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as Parameters<THelmet>[0], response as unknown as Parameters<THelmet>[1], (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers cannot be read ahead');
  return headers;
}
