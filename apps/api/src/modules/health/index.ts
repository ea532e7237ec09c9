import type { ApiModule } from '../../platform/http/api-module.ts';
import { healthRoutes } from './routes.ts';

export interface HealthModuleDeps {
  version: string;
  /** Answers when the database answers (readiness). */
  ping: () => Promise<void>;
}

/** Liveness and readiness, outside /api: orchestrators probe them, not the web. */
export function healthModule({ version, ping }: HealthModuleDeps): ApiModule {
  return {
    routes: async (app) => {
      await app.register(healthRoutes, { version, ping });
    },
  };
}
