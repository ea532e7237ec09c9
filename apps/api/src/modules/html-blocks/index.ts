import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/api-module.ts';
import { HtmlBlocksRepo } from './repo.ts';
import { htmlBlocksRoutes } from './routes.ts';
import { HtmlBlocksService } from './service.ts';

/** The retailer's dynamic pages, page elements and banners (sanitised HTML). */
export function htmlBlocksModule({ db }: { db: Database }): ApiModule {
  const service = new HtmlBlocksService(new HtmlBlocksRepo(db));
  return {
    routes: async (app) => {
      await app.register(htmlBlocksRoutes, { service });
    },
  };
}
