import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; Swagger UI at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Customer portal API',
        description: 'API of the electricity and gas customer self-service portal. Errors answer { code, message, errors? }.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The staff API's own tokens (POST /api/v1/staff/login), refused by every customer route and vice versa.
          staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The retailer's systems' integration tokens (pit_…, created by a supervisor), refused everywhere else (docs/integration.md).
          integrationBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'pit_ token' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/docs', '/api/docs/*', '/healthz', '/readyz'] }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null }, staticCSP: false, logo: swaggerUiLogo() });
}

/**
 * Swagger UI's own logo, read here rather than by the plugin: it reads it asynchronously while it
 * is registered, and on a start that keeps both cores busy (PGlite's WebAssembly compiled in the
 * background) that one read kept the start waiting 0.1–0.25 s for a thread of libuv's pool.
 */
function swaggerUiLogo(): { type: string; content: Buffer } {
  const entry = createRequire(import.meta.url).resolve('@fastify/swagger-ui');
  return { type: 'image/svg+xml', content: readFileSync(path.join(path.dirname(entry), 'static', 'logo.svg')) };
}
