import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { SettingsService } from '../settings/index.ts';
import { HtmlBlocksRepo } from './repo.ts';
import { htmlBlocksRoutes } from './routes.ts';
import { HtmlBlocksService } from './service.ts';
import { ContentRepo } from './staff-repo.ts';
import { contentStaffRoutes } from './staff-routes.ts';
import { ContentService } from './staff-service.ts';

/** The one HTML cleaner of content the retailer writes (blocks, banners, the wizards' product descriptions). */
export { sanitise } from './sanitise.ts';

/**
 * The retailer's dynamic pages, page elements and banners (sanitised HTML), per language: the
 * settings give the default language that content missing in the request's language falls back to.
 * `staffRoutes` are the supervisors' edits of them, which the staff module registers behind its hook.
 */
export function htmlBlocksModule({
  db,
  settings,
}: {
  db: Database;
  settings: Pick<SettingsService, 'publicSettings'>;
}): ApiModule & { staffRoutes: FastifyPluginAsync } {
  const service = new HtmlBlocksService(new HtmlBlocksRepo(db), settings);
  return {
    staffRoutes: contentStaffRoutes(new ContentService(db, new ContentRepo(db))),
    routes: async (app) => {
      await app.register(htmlBlocksRoutes, { service });
    },
  };
}
