import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the SPA. The policy suits a React + MUI build: scripts only
 * from our origin; styles also inline because emotion injects <style> elements at run time;
 * images from us or data: URIs (base64 banners); calls only to our API; never framed.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The SPA sends people to the identity provider and back: keep the referrer to our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
