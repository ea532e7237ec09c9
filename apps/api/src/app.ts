import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/database.ts';
import { AddressesRepo } from './modules/addresses/repo.ts';
import { addressesRoutes } from './modules/addresses/routes.ts';
import { openIdRoutes } from './modules/auth/openid-routes.ts';
import { OpenIdService } from './modules/auth/openid-service.ts';
import { AuthRepo } from './modules/auth/repo.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { BankAccountsRepo } from './modules/bank-accounts/repo.ts';
import { bankAccountsRoutes } from './modules/bank-accounts/routes.ts';
import { clientErrorsRoutes } from './modules/client-errors/routes.ts';
import { ContractChangesRepo } from './modules/contract-changes/repo.ts';
import { contractChangesRoutes } from './modules/contract-changes/routes.ts';
import { ContractChangesService } from './modules/contract-changes/service.ts';
import { ContractDocumentsRepo } from './modules/contract-documents/repo.ts';
import { contractDocumentsRoutes } from './modules/contract-documents/routes.ts';
import { ContractDocumentsService } from './modules/contract-documents/service.ts';
import { ContractsRepo } from './modules/contracts/repo.ts';
import { contractsRoutes } from './modules/contracts/routes.ts';
import { ContractsService } from './modules/contracts/service.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { GeoService } from './modules/geo/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { HtmlBlocksRepo } from './modules/html-blocks/repo.ts';
import { htmlBlocksRoutes } from './modules/html-blocks/routes.ts';
import { HtmlBlocksService } from './modules/html-blocks/service.ts';
import { InvoiceDocumentsRepo } from './modules/invoice-documents/repo.ts';
import { invoiceDocumentsRoutes } from './modules/invoice-documents/routes.ts';
import { InvoiceDocumentsService } from './modules/invoice-documents/service.ts';
import { InvoicesRepo } from './modules/invoices/repo.ts';
import { invoicesRoutes } from './modules/invoices/routes.ts';
import { InvoicesService } from './modules/invoices/service.ts';
import { createPaymentsModule, RECONCILE_INTERVAL_MS } from './modules/payments/payments-module.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { sandboxPaymentsRoutes } from './modules/sandbox-payments/routes.ts';
import { SandboxPaymentsService } from './modules/sandbox-payments/service.ts';
import { SettingsRepo } from './modules/settings/repo.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { SettingsService } from './modules/settings/service.ts';
import { UsersRepo } from './modules/users/repo.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { UsersService } from './modules/users/service.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { TokenService } from './platform/auth/tokens.ts';
import type { Config } from './platform/config.ts';
import { registerApiDocs } from './platform/docs.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { loggerOptions } from './platform/logging.ts';
import { OidcProvider } from './platform/oidc.ts';
import { PdfSigner } from './platform/pdf-signature.ts';
import { registerRateLimiting } from './platform/rate-limit.ts';
import { connectRedis } from './platform/redis.ts';
import type { Secrets } from './platform/secrets.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerSpa } from './platform/static.ts';
import { VERSION } from './platform/version.ts';

export interface RouteSummary {
  method: string;
  url: string;
  auth: boolean;
}

export interface PortalServices {
  auth: AuthService;
  settings: SettingsService;
  tokens: TokenService;
  /** Every route as registered, for tests that must cover routes added later. */
  routes: RouteSummary[];
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalServices;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  secrets: Secrets;
  /** A pino logger to use; by default one at config.logLevel. */
  logger?: FastifyBaseLogger;
}

/** The whole HTTP application over an open, migrated database. Used by main.ts and the tests. */
export async function buildApp({ config, database, secrets, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel) }),
    trustProxy: config.trustProxy,
    // The spec's paths end in a slash (GET /users/, /feature_flags/); accept both spellings.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth === true;
    if (auth && route.schema) route.schema = { ...route.schema, security: [{ bearer: [] }] };
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, auth });
  });

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, { stripe: Boolean(config.stripe) });
  const redis: Redis | undefined = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await registerRateLimiting(app, redis);
  await registerApiDocs(app, VERSION);

  const tokens = new TokenService(secrets.tokenSecret, config.tokenTtlSeconds, config.readonlyTokenTtlSeconds);
  registerAuthentication(app, tokens);

  const { db } = database;
  const authRepo = new AuthRepo(db);
  const auth = new AuthService(authRepo, tokens);
  const openId = config.oidc ? new OpenIdService(new OidcProvider(config.oidc), authRepo, tokens, secrets.tokenSecret, app.log) : undefined;
  const settings = new SettingsService(new SettingsRepo(db), config.oidc);
  const limits = { perAccount: config.loginRateLimit, perAddress: config.loginIpRateLimit };
  const contracts = new ContractsService(new ContractsRepo(db));
  const bankAccounts = new BankAccountsRepo(db);
  const addresses = new AddressesRepo(db);
  const contractChanges = new ContractChangesService(db, new ContractChangesRepo(), settings, bankAccounts, addresses);
  const contractDocuments = new ContractDocumentsService(new ContractDocumentsRepo(db), contracts, settings);
  const payments = createPaymentsModule({ db, stripe: config.stripe, settings, log: app.log });
  const invoiceSigner = new PdfSigner(
    {
      ...config.invoiceSigning,
      dataDir: config.dataDir,
      organisationName: async () => (await settings.privateSettings()).organization.name,
    },
    (certificate) => app.log.info({ certificate }, 'invoice signing certificate loaded'),
  );
  const invoiceDocuments = new InvoiceDocumentsService(new InvoiceDocumentsRepo(db), settings, invoiceSigner);

  await app.register(healthRoutes, { version: VERSION, ping: database.ping });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { service: auth, limits });
      await api.register(openIdRoutes, { service: openId, perAddressLimit: config.loginIpRateLimit });
      await api.register(usersRoutes, { service: new UsersService(new UsersRepo(db)) });
      await api.register(settingsRoutes, { service: settings });
      await api.register(htmlBlocksRoutes, { service: new HtmlBlocksService(new HtmlBlocksRepo(db)) });
      await api.register(clientErrorsRoutes);
      await api.register(contractsRoutes, { service: contracts });
      await api.register(contractChangesRoutes, { contracts, changes: contractChanges });
      await api.register(contractDocumentsRoutes, { service: contractDocuments });
      await api.register(bankAccountsRoutes, { repo: bankAccounts });
      await api.register(addressesRoutes, { repo: addresses });
      await api.register(geoRoutes, { service: new GeoService() });
      await api.register(paymentsRoutes, payments);
      await api.register(sandboxPaymentsRoutes, { service: new SandboxPaymentsService(db, payments.providers) });
      await api.register(invoicesRoutes, { service: new InvoicesService(new InvoicesRepo(db)) });
      await api.register(invoiceDocumentsRoutes, { service: invoiceDocuments });
    },
    { prefix: '/api' },
  );
  // Attempts whose answer was lost (a crash mid-payment) are finished at start-up and every minute.
  app.addHook('onReady', async () => payments.reconciler.start(RECONCILE_INTERVAL_MS));
  app.addHook('onClose', () => payments.reconciler.stop());
  await registerSpa(app, config.webDist);

  if (config.settingsFile) await settings.applyFile(config.settingsFile);
  app.decorate('portal', { auth, settings, tokens, routes });
  return app;
}
