import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { OverviewRepo } from './repo.ts';
import { overviewRoutes } from './routes.ts';
import { type OverviewDeps, type OverviewReaders, OverviewService } from './service.ts';

export type { OverviewReaders } from './service.ts';

export interface OverviewModuleDeps extends OverviewReaders {
  db: Database;
  settings: OverviewDeps['settings'];
  now?: () => Date;
}

/** The service alone, over the readers app.ts hands it (tests and the benchmark build it the same way). */
export function createOverviewService({ db, ...deps }: OverviewModuleDeps): OverviewService {
  return new OverviewService({ ...deps, repo: new OverviewRepo(db) });
}

/**
 * The signed-in overview (docs/overview.md): debt and how to pay it, the next bill forecast by
 * the invoice engine, this month's consumption against last year's, and what waits for the
 * customer. It writes nothing; it reads other modules through the readers their entries export.
 */
export function overviewModule(deps: OverviewModuleDeps): ApiModule & { service: OverviewService } {
  const service = createOverviewService(deps);
  return {
    service,
    routes: async (app) => {
      await app.register(overviewRoutes, { service });
    },
  };
}
