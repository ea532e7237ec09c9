import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { Config } from '../../platform/runtime/config.ts';
import type { AuthService } from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { accountActivationMail } from './activation-mail.ts';
import { signupAttemptMail } from './attempt-mail.ts';
import { AttemptWarning } from './attempt-warning.ts';
import { SignupRepo } from './repo.ts';
import { signupRoutes } from './routes.ts';
import { SignupService } from './service.ts';

/** What the contracting wizards use of sign-up: a new customer's pending account, link and mail (docs/contracting.md). */
export type SignupActivations = Pick<SignupService, 'activateNewCustomer'>;

export interface SignupModuleDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'signup'>;
  /** The signup feature flag and the signUp fields (phoneField, invoiceNumberField). */
  settings: SettingsService;
  mail: MailService;
  /** Creates the pending account and sets its first password (the auth module owns the users). */
  auth: Pick<AuthService, 'accounts'>;
  now?: () => Date;
}

/** Sign-up and activation (docs/signup.md). */
export function signupModule({ db, config, settings, mail, auth, now }: SignupModuleDeps): ApiModule & {
  activations: SignupActivations;
} {
  mail.register('account_activation', accountActivationMail);
  mail.register('signup_attempt', signupAttemptMail);
  const repo = new SignupRepo(db);
  const service = new SignupService(
    db,
    repo,
    settings,
    mail,
    new AttemptWarning(db, repo, settings, mail),
    {
      publicUrl: config.publicUrl,
      activationTtlHours: config.signup.activationTtlHours,
      answerMs: config.signup.answerMs,
      ...(now ? { now } : {}),
    },
    auth.accounts,
  );
  return {
    activations: service,
    routes: async (app) => {
      await app.register(signupRoutes, {
        service,
        perAddressLimit: config.signup.perAddressLimit,
        passwordMinLength: () => settings.passwordMinLength(),
      });
    },
  };
}
