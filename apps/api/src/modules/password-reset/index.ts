import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { Config } from '../../platform/runtime/config.ts';
import type { AuthService } from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { PasswordResetRepo } from './repo.ts';
import { passwordResetMail } from './reset-mail.ts';
import { passwordResetRoutes } from './routes.ts';
import { PasswordResetService } from './service.ts';

export interface PasswordResetModuleDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'passwordReset'>;
  /** Sets the password and ends the sessions (the password change's code). */
  auth: AuthService;
  mail: MailService;
  /** The organisation's name, which signs the mail, and new passwords' minimum length. */
  settings: SettingsService;
  log: FastifyBaseLogger;
}

/** Password recovery at /recordar-clau (docs/password-reset.md). */
export function passwordResetModule({ db, config, auth, mail, settings, log }: PasswordResetModuleDeps): ApiModule {
  mail.register('password_reset', passwordResetMail);
  const service = new PasswordResetService(db, new PasswordResetRepo(db), auth, mail, {
    publicUrl: config.publicUrl,
    config: config.passwordReset,
    organisation: async () => (await settings.publicSettings()).organization.name,
    log,
  });
  const limits = { perNif: config.passwordReset.perNif, perAddress: config.passwordReset.perAddress };
  return {
    routes: async (app) => {
      await app.register(passwordResetRoutes, { service, limits, passwordMinLength: () => settings.passwordMinLength() });
    },
  };
}
