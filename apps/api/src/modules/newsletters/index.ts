import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { NewsletterParams } from './newsletter-params.ts';
import { NewslettersRepo } from './repo.ts';
import { NEWSLETTER_LIMITS, type NewsletterLimits, newslettersRoutes } from './routes.ts';
import { NewslettersService } from './service.ts';
import { newsletterSubscriptionMail } from './subscription-mail.ts';

export type { NewslettersService } from './service.ts';

export interface NewslettersModuleDeps {
  db: Database;
  /** `newsletter.*` (the gate, jwtParamsRequired, mailEditionDisabled), the default language, the organisation. */
  settings: SettingsService;
  mail: MailService;
  /** Signs the page's params (newsletter-params.ts). */
  tokenSecret: Uint8Array;
  /** PUBLIC_URL: the origin of the links the mails and the profile carry. */
  publicUrl: string;
  limits?: Partial<NewsletterLimits>;
}

/**
 * The newsletter page at /butlleti (docs/newsletters.md). It registers its mail, and tells the
 * mail platform the one-click unsubscribe URL of a subscriber's address, so that every mail the
 * portal sends to one carries RFC 8058's headers. Its service answers the profile's newsletter_url.
 */
export function newslettersModule(deps: NewslettersModuleDeps): ApiModule & { service: NewslettersService } {
  deps.mail.register('newsletter_subscription', newsletterSubscriptionMail);
  const service = new NewslettersService({
    db: deps.db,
    repo: new NewslettersRepo(deps.db),
    settings: deps.settings,
    mail: deps.mail,
    params: new NewsletterParams(deps.tokenSecret),
    publicUrl: deps.publicUrl,
  });
  deps.mail.setListUnsubscribe((tx, address) => service.listUnsubscribeUrl(tx, address));
  return {
    service,
    routes: async (app) => {
      await app.register(newslettersRoutes, { service, limits: { ...NEWSLETTER_LIMITS, ...deps.limits } });
    },
  };
}
