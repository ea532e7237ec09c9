import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { UsersRepo } from './repo.ts';
import { usersRoutes } from './routes.ts';
import { type NewsletterUrlOf, UsersService } from './service.ts';

/** A user's tax id, name, e-mail and mobile, for forms that start filled in (the contracting wizard's person step). */
export { contactDetailsReader, type TContactDetails } from './contact-details.ts';

/** The signed-in user's profile; `newsletterUrl` is the newsletters module's signed link of the user's subscriber. */
export function usersModule({ db, newsletterUrl }: { db: Database; newsletterUrl?: NewsletterUrlOf }): ApiModule {
  const service = new UsersService(new UsersRepo(db), newsletterUrl);
  return {
    routes: async (app) => {
      await app.register(usersRoutes, { service });
    },
  };
}
