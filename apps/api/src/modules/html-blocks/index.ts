import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { SettingsService } from '../settings/index.ts';
import { HtmlBlocksRepo } from './repo.ts';
import { htmlBlocksRoutes } from './routes.ts';
import { HtmlBlocksService } from './service.ts';

/** The one HTML cleaner of content the retailer writes (blocks, banners, the wizards' product descriptions). */
export { sanitise } from './sanitise.ts';

/**
 * The retailer's dynamic pages, page elements and banners (sanitised HTML), per language: the
 * settings give the default language that content missing in the request's language falls back to.
 */
export function htmlBlocksModule({ db, settings }: { db: Database; settings: Pick<SettingsService, 'publicSettings'> }): ApiModule {
  const service = new HtmlBlocksService(new HtmlBlocksRepo(db), settings);
  return {
    routes: async (app) => {
      await app.register(htmlBlocksRoutes, { service });
    },
  };
}
