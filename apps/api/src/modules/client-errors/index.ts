import type { ApiModule } from '../../platform/http/api-module.ts';
import { clientErrorsRoutes } from './routes.ts';

/** Where the web reports calls that failed on every version; they go to the log. */
export function clientErrorsModule(): ApiModule {
  return {
    routes: async (app) => {
      await app.register(clientErrorsRoutes);
    },
  };
}
