import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { UsersRepo } from './repo.ts';
import { usersRoutes } from './routes.ts';
import { UsersService } from './service.ts';

/** The signed-in user's profile. */
export function usersModule({ db }: { db: Database }): ApiModule {
  const service = new UsersService(new UsersRepo(db));
  return {
    routes: async (app) => {
      await app.register(usersRoutes, { service });
    },
  };
}
