import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors.ts';

// Vite puts content-hashed bundles under assets/: their name changes with their content.
const HASHED_ASSET = /[\\/]assets[\\/]/;

/**
 * Serves the built SPA from WEB_DIST: files as they are, and index.html for any other GET
 * outside /api that asks for a page, so the SPA's translated paths load on a direct visit.
 * Without a build, the API alone is served.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDist }, 'web build not found: serving the API only (run `npm run build`)');
    app.setNotFoundHandler(sendNotFound);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      if (filePath.endsWith('index.html')) res.setHeader('cache-control', 'no-cache');
      else if (HASHED_ASSET.test(filePath)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  app.setNotFoundHandler((request, reply) => (wantsPage(request) ? sendIndex(reply) : sendNotFound(request, reply)));
  return true;
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function sendIndex(reply: FastifyReply) {
  return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
