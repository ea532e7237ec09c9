import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { TrailRepo } from './repo.ts';
import { trailRoutes } from './routes.ts';
import { TrailService } from './service.ts';

export { type TrailBy, type TrailLine, type TrailRecorder, trail, trailChanges } from './recorder.ts';
export { trailByCustomer, trailByIntegration, trailByStaff, trailBySystem } from './request-context.ts';
export type { TrailService } from './service.ts';

/**
 * The trail of every action (docs/trail.md): `trail.record`, which every acting module calls in
 * its action's transaction, the request-context helpers that say who acted and from where, the
 * customer's own trail and its download, and `service.staffList`, which the staff routes answer.
 */
export function trailModule({ db }: { db: Database }): ApiModule & { service: TrailService } {
  const service = new TrailService(new TrailRepo(db));
  return {
    service,
    routes: async (app) => {
      await app.register(trailRoutes, { service });
    },
  };
}
