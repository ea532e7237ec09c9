import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { Config } from '../../platform/runtime/config.ts';
import { SettingsRepo } from './repo.ts';
import { settingsRoutes } from './routes.ts';
import { SettingsService } from './service.ts';
import { type StaffRouteAccess, settingsStaffRoutes } from './staff-routes.ts';

export type { SettingsService } from './service.ts';
export type { StaffRouteAccess } from './staff-routes.ts';

export interface SettingsModuleDeps {
  db: Database;
  /** Whether single sign-on is configured shows in the settings the web reads. */
  config: Pick<Config, 'oidc'>;
}

/**
 * Public and private settings and feature flags; most modules read the private settings through
 * its service. `staffRoutes` (supervisors edit the settings and flags in the console) the staff
 * module registers behind its hook.
 */
export function settingsModule({
  db,
  config,
}: SettingsModuleDeps): ApiModule & { service: SettingsService; staffRoutes: (access: StaffRouteAccess) => FastifyPluginAsync } {
  const service = new SettingsService(new SettingsRepo(db), config.oidc);
  return {
    service,
    staffRoutes: (access) => settingsStaffRoutes(service, access),
    routes: async (app) => {
      await app.register(settingsRoutes, { service });
    },
  };
}
