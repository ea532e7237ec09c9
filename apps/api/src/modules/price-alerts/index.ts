import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { alwaysMail, type MayMail } from './omip-import.ts';
import { priceAlertFiredMail } from './price-alert-fired-mail.ts';
import { PriceAlertsRepo } from './repo.ts';
import { priceAlertsRoutes } from './routes.ts';
import { PriceAlertsService } from './service.ts';

export { alwaysMail, importOmipLines, type MayMail, type OmipImportDeps, omipFileLines } from './omip-import.ts';
export { importOmipUpload, OMIP_UPLOAD_ERROR_SCHEMAS } from './omip-upload.ts';
export { priceAlertFiredMail } from './price-alert-fired-mail.ts';
export type { PriceAlertsService } from './service.ts';

export interface PriceAlertsModuleDeps {
  db: Database;
  settings: SettingsService;
  mail: MailService;
  /** PUBLIC_URL, for the mails' link to the alerts page. */
  publicUrl: string;
  /**
   * Whether a customer wants the alerts' mail: app.ts hands the communications module's
   * notification preferences here; without it every customer does.
   */
  mayMail?: MayMail;
  now?: () => Date;
}

/**
 * The wholesale price alerts at /omipComponent (docs/price-alerts.md): the customers' calls, and
 * `service.importLines`, which the staff route (modules/staff) and `npm run omip:import` feed
 * OMIP's settlement files through.
 */
export function priceAlertsModule(deps: PriceAlertsModuleDeps): ApiModule & { service: PriceAlertsService } {
  deps.mail.register('price_alert_fired', priceAlertFiredMail);
  const service = new PriceAlertsService({
    repo: new PriceAlertsRepo(deps.db),
    settings: deps.settings,
    importer: {
      db: deps.db,
      mail: deps.mail,
      mayMail: deps.mayMail ?? alwaysMail,
      organisation: async () => (await deps.settings.publicSettings()).organization.name?.trim() || 'Portal',
      publicUrl: deps.publicUrl,
      ...(deps.now ? { now: deps.now } : {}),
    },
  });
  return {
    service,
    routes: async (app) => {
      await app.register(priceAlertsRoutes, { service });
    },
  };
}
