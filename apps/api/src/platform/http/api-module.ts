import type { FastifyPluginAsync } from 'fastify';

/**
 * What a module's entry (modules/<x>/index.ts) answers when app.ts builds it: its routes as one
 * Fastify plugin, registered under /api. The entry is a function of what the module needs (the
 * database, the config, the services of the modules it uses), so every dependency is an
 * argument app.ts passes in plain sight. A module that others use answers its service too,
 * e.g. `ApiModule & { service: ContractsService }`.
 */
export interface ApiModule {
  routes: FastifyPluginAsync;
}
