import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/database.ts';
import { addressesModule } from './modules/addresses/index.ts';
import { type AuthService, authModule } from './modules/auth/index.ts';
import { bankAccountsModule } from './modules/bank-accounts/index.ts';
import { casesModule } from './modules/cases/index.ts';
import { clientErrorsModule } from './modules/client-errors/index.ts';
import { communicationsModule } from './modules/communications/index.ts';
import { comparatorModule } from './modules/comparator/index.ts';
import { consumptionModule, consumptionReader } from './modules/consumption/index.ts';
import { changesWaitingForSignature, contractChangesModule } from './modules/contract-changes/index.ts';
import { contractDocumentsModule } from './modules/contract-documents/index.ts';
import { contractingModule } from './modules/contracting/index.ts';
import { contractingCatalogueModule } from './modules/contracting-catalogue/index.ts';
import { contractsModule } from './modules/contracts/index.ts';
import { couponsModule } from './modules/coupons/index.ts';
import { customerSearchModule } from './modules/customer-search/index.ts';
import { customerServiceModule } from './modules/customer-service/index.ts';
import { geoModule } from './modules/geo/index.ts';
import { healthModule } from './modules/health/index.ts';
import { htmlBlocksModule } from './modules/html-blocks/index.ts';
import { integrationModule } from './modules/integration/index.ts';
import { invoiceDocumentsModule } from './modules/invoice-documents/index.ts';
import { invoicesModule, lastBilledDaysReader, pendingInvoicesReader } from './modules/invoices/index.ts';
import { leadsModule } from './modules/leads/index.ts';
import { newslettersModule } from './modules/newsletters/index.ts';
import { overviewModule } from './modules/overview/index.ts';
import { passwordResetModule } from './modules/password-reset/index.ts';
import { paymentsModule, unsettledAttemptsReader } from './modules/payments/index.ts';
import { priceAlertsModule } from './modules/price-alerts/index.ts';
import { requestsModule } from './modules/requests/index.ts';
import { type SettingsService, settingsModule } from './modules/settings/index.ts';
import { signaturesModule } from './modules/signatures/index.ts';
import { signupModule } from './modules/signup/index.ts';
import { staffModule, staffOf, staffRouteOptions } from './modules/staff/index.ts';
import { supplyPointRegistryModule } from './modules/supply-point-registry/index.ts';
import { tariffChoicesReader, tariffOptionsModule } from './modules/tariff-options/index.ts';
import { trailModule } from './modules/trail/index.ts';
import { contactDetailsReader, usersModule } from './modules/users/index.ts';
import { virtualBatteriesModule, virtualBatteryLinksReader } from './modules/virtual-batteries/index.ts';
import { AccountSlowdown } from './platform/auth/account-slowdown.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { openTokenService, type TokenService } from './platform/auth/tokens.ts';
import type { ApiModule } from './platform/http/api-module.ts';
import { registerCachePolicy } from './platform/http/cache-policy.ts';
import { registerApiDocs } from './platform/http/docs.ts';
import { registerErrorHandling } from './platform/http/errors.ts';
import { registerRateLimiting } from './platform/http/rate-limit.ts';
import { registerReadRouting } from './platform/http/read-routing.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { registerSpa } from './platform/http/static.ts';
import { fastifyTrustProxy } from './platform/http/trust-proxy.ts';
import { createMailer, type MailService } from './platform/mail/index.ts';
import type { Config } from './platform/runtime/config.ts';
import { loggerOptions } from './platform/runtime/logging.ts';
import { connectRedis } from './platform/runtime/redis.ts';
import { requestLogFactory } from './platform/runtime/request-log.ts';
import type { Secrets } from './platform/runtime/secrets.ts';
import { VERSION } from './platform/runtime/version.ts';
import { UploadGate } from './platform/uploads/upload-gate.ts';

export interface RouteSummary {
  method: string;
  url: string;
  auth: boolean;
}

export interface PortalServices {
  auth: AuthService;
  settings: SettingsService;
  tokens: TokenService;
  /** The mail platform (platform/mail): features get it as an argument; here for the start banner and tests. */
  mail: MailService;
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

/**
 * Every schema is a contract's zod schema: given as the compilers' factories (what
 * setValidatorCompiler and setSerializerCompiler install), Fastify never loads its defaults, Ajv
 * and fast-json-stringify (0.07 s of every start on a slow machine; docs/performance.md).
 * Fastify types the factories after Ajv's, hence the cast.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The whole HTTP application over an open, migrated database. Used by main.ts and the tests.
 *
 * The platform first (errors, cookies, security headers, rate limits, API docs, authentication),
 * then the feature modules under /api, then the web app's files. Each module's entry
 * (modules/<x>/index.ts) is a function of what the module needs that answers its routes as one
 * Fastify plugin (platform/http/api-module.ts) and, when other modules use it, its service. What a
 * module uses of another is passed here as a plain argument, from the entry that built it
 * (contract changes receive the contracts, addresses, bank accounts and settings services): no
 * decorators, no container, so this function is where one reads what uses what, and the
 * compiler checks every wire.
 */
export async function buildApp({ config, database, secrets, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel) }),
    childLoggerFactory: requestLogFactory,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The spec's paths end in a slash (GET /users/, /feature_flags/); accept both spellings.
    // A path segment may be as long as the longest the contracts take (a feature flag's name, 128
    // characters); a longer one answers 414 before any handler.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 128 },
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });

  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth === true;
    if (auth && route.schema) route.schema = { ...route.schema, security: [{ bearer: [] }] };
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, auth });
  });

  registerErrorHandling(app);
  // With a read replica, each request is one reader of it, and a customer's changes are noted
  // so that their next reads wait for the replica to replay them (docs/operations.md, "Read replicas").
  if (database.replica) registerReadRouting(app, database.replica);
  await app.register(cookie);
  registerSecurityHeaders(app, { stripe: Boolean(config.stripe) });
  registerCachePolicy(app);
  const redis: Redis | undefined = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await registerRateLimiting(app, redis);
  await registerApiDocs(app, VERSION);

  const { db } = database;
  // The reads that tolerate a little lag (charts and downloads, the invoice, contract and request
  // lists and their filter choices, reference data) run on `readDb`: the replica of
  // DATABASE_READ_URL unless this customer's last change is not replayed there yet
  // (db/read-routing.ts); without a replica, the primary itself. Nothing writes through it.
  const readDb = database.replica?.db ?? db;
  const tokens = await openTokenService({
    secret: secrets.tokenSecret,
    db,
    lifetimes: {
      ttlSeconds: config.tokenTtlSeconds,
      readonlyTtlSeconds: config.readonlyTokenTtlSeconds,
      sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    },
    redis,
    log: app.log,
  });
  app.addHook('onClose', () => tokens.close());
  registerAuthentication(app, tokens);

  const log = app.log;
  // Modules whose services others use come first; the list below is the order routes are registered in.
  const settings = settingsModule({ db, config });
  // Mail waiting in the outbox is sent from start-up on, and every MAIL_RETRY_INTERVAL_SECONDS (docs/mail.md).
  const mail = createMailer({
    db,
    config: config.mail,
    log,
    organisation: async () => (await settings.service.publicSettings()).organization,
  });
  app.addHook('onReady', async () => void mail.start());
  app.addHook('onClose', () => mail.stop());
  // Sign-ins on one account are counted together, whatever the address and the route (customers, API clients, staff).
  const loginSlowdown = new AccountSlowdown(redis, config.loginSlowdown);
  const auth = authModule({
    db,
    config,
    tokens,
    tokenSecret: secrets.tokenSecret,
    log,
    passwordMinLength: () => settings.service.passwordMinLength(),
    loginSlowdown,
  });
  // The contracts' battery links are read by the battery module, which itself finds contracts through contracts.service.
  const contracts = contractsModule({
    db,
    batteryLinks: virtualBatteryLinksReader(db),
    lists: { db: readDb, batteryLinks: virtualBatteryLinksReader(readDb) },
  });
  // The contract's communications page and the mail preferences; `contractMail` is how modules mail about a contract.
  const organisationName = async () => (await settings.service.publicSettings()).organization.name?.trim() || 'Portal';
  const communications = communicationsModule({
    db,
    contracts: contracts.service,
    mail,
    organisation: organisationName,
    publicUrl: config.publicUrl,
  });
  const contractMail = communications.contractMail;
  const tariffOptions = tariffOptionsModule({ db, contracts: contracts.service, mail, contractMail });
  const addresses = addressesModule({ db });
  const bankAccounts = bankAccountsModule({ db });
  // The retailer's systems (docs/integration.md): its `events` are the webhooks that leads, signatures,
  // cases and payments emit in their transactions; its routes come with the other modules below.
  const integration = integrationModule({ db, config: config.integration, tokenSecret: secrets.tokenSecret, log });
  const { events } = integration;
  // The one writer of cases: the claim and contact forms, the mailbox and staff all go through it.
  const cases = casesModule({ db, events }).service;
  // The same reads over readDb, for the mailbox's list and categories (never a change: those are `cases`').
  const caseLists = casesModule({ db: readDb, events }).service;
  // The trail of every action: its recorder is called by the acting modules, its reads by the customer and staff.
  const trail = trailModule({ db });
  const payments = paymentsModule({
    db,
    config,
    settings: settings.service,
    log,
    exclusiveDatabase: database.kind === 'pglite',
    mail,
    contractMail,
    events,
  });
  // One upload per customer in flight, whichever form it comes with (an IBAN change, a claim).
  const uploadGate = new UploadGate(redis, log);
  // The contract report and attachments; staff read a signed request's sealed PDF through it.
  const contractDocuments = contractDocumentsModule({ db, contracts: contracts.service, settings: settings.service });
  const uploadTmpDir = path.join(config.dataDir, 'upload-tmp');
  // Any CUPS of the market (the SIPS): visitors look points up; the comparators read `registry`.
  const supplyPointRegistry = supplyPointRegistryModule({ db: readDb, lookupsPerMinute: config.cupsLookupPerMinute });
  // The visitors' lead forms; staff list and export them through its service.
  const leads = leadsModule({
    db,
    settings: settings.service,
    mail,
    uploadGate,
    uploadTmpDir,
    redis,
    tokenSecret: secrets.tokenSecret,
    config: config.leads,
    events,
  });
  // The newsletter page; it also gives every mail to a subscriber its one-click unsubscribe, and the profile its link.
  const newsletters = newslettersModule({
    db,
    settings: settings.service,
    mail,
    tokenSecret: secrets.tokenSecret,
    publicUrl: config.publicUrl,
  });
  // Wholesale price alerts (docs/price-alerts.md); staff import OMIP's settlements through its service.
  // The customers' notification preferences may turn the alerts' mail off (docs/communications.md).
  const priceAlerts = priceAlertsModule({
    db,
    settings: settings.service,
    mail,
    publicUrl: config.publicUrl,
    mayMail: (executor, customerId) => communications.mayMail(executor, customerId, 'price_alert_fired'),
  });
  const signup = signupModule({ db, config, settings: settings.service, mail, auth: auth.service });
  // The contracting wizards' leads (docs/contracting.md): their confirmation makes the customer (through
  // auth and sign-up), the addresses, the bank account and the draft contracts through their owners.
  const contracting = contractingModule({
    db,
    settings: settings.service,
    mail,
    accounts: auth.service.accounts,
    activations: signup.activations,
    contracts: contracts.service.updates,
    addresses: addresses.service,
    bankAccounts: bankAccounts.service,
    registry: supplyPointRegistry.registry,
    uploadGate,
    uploadTmpDir,
    tokenSecret: secrets.tokenSecret,
    publicUrl: config.publicUrl,
    perAddressPerHour: config.leads.perAddressPerHour,
    log,
    signing: (tx, organisation, subject) => signatures.open(tx, organisation, subject),
    events,
  });
  // A change that waits for the customer's signature: its link, code, evidence and sealed PDF, and staff's decision (docs/signatures.md).
  const contractChanges = contractChangesModule({
    db,
    settings: settings.service,
    contracts: contracts.service,
    addresses: addresses.service,
    bankAccounts: bankAccounts.service,
    uploadTmpDir,
    uploadGate,
    mail,
    contractMail,
    signing: (tx, organisation, subject) => signatures.open(tx, organisation, subject),
  });
  const signatures = signaturesModule({
    db,
    config,
    settings: settings.service,
    changes: contractChanges.signed,
    contracts: contracts.service,
    contractMail,
    mail,
    tokenSecret: secrets.tokenSecret,
    log,
    events,
  });
  const htmlBlocks = htmlBlocksModule({ db, settings: settings.service });
  const modules: ApiModule[] = [
    auth,
    passwordResetModule({ db, config, auth: auth.service, mail, settings: settings.service, log }),
    usersModule({ db, newsletterUrl: (userId, language) => newsletters.service.newsletterUrlOf(userId, language) }),
    couponsModule({ db }),
    settings,
    htmlBlocks,
    clientErrorsModule(),
    contracts,
    communications,
    contractChanges,
    signatures,
    contractDocuments,
    customerServiceModule({
      db,
      cases,
      settings: settings.service,
      contracts: contracts.service,
      uploadTmpDir,
      uploadGate,
      redis,
      mail,
      tokens,
      tokenSecret: secrets.tokenSecret,
      unsignedContact: config.unsignedContact,
    }),
    leads,
    requestsModule({ cases, caseLists, settings: settings.service, contracts: contracts.service, uploadTmpDir, uploadGate }),
    tariffOptions,
    virtualBatteriesModule({ db, contracts: contracts.service, mail, contractMail }),
    // Charts and downloads: the readings and the contract they belong to on readDb; the tariff
    // options' discounts and the months charts keep on the primary.
    consumptionModule({ db: readDb, primary: db, contracts: contracts.lists, discounts: tariffOptions.service.discountsOf }),
    bankAccounts,
    addresses,
    geoModule(),
    payments,
    invoicesModule({ db: readDb, mail }),
    // The signed-in overview: it only reads, each other module through the reader its entry exports.
    overviewModule({
      db,
      settings: settings.service,
      pendingInvoices: pendingInvoicesReader(db),
      lastBilledDays: lastBilledDaysReader(db),
      unsettledAttempts: unsettledAttemptsReader(db),
      changesWaitingForSignature: changesWaitingForSignature(db),
      answeredCases: (userId, language) => cases.answeredUnread(userId, language),
      batteryLinks: virtualBatteryLinksReader(db),
      tariffChoices: tariffChoicesReader(db),
      readings: consumptionReader(db),
    }),
    invoiceDocumentsModule({ db, config, settings: settings.service, log }),
    trail,
    // Customer service's staff answer cases here (their own accounts and tokens: docs/staff.md).
    staffModule({
      db,
      cases,
      customers: customerSearchModule({ db: readDb }).service,
      auth: auth.service,
      leads: leads.service,
      contractingLeads: contracting.staff,
      signatures: signatures.staff,
      contractAttachments: contractDocuments.staff,
      priceAlerts: priceAlerts.service,
      trail: trail.service,
      config,
      tokenSecret: secrets.tokenSecret,
      mail,
      organisation: async () => (await settings.service.publicSettings()).organization.name?.trim() || 'Portal',
      log,
      loginSlowdown,
      // The supervisors' integration tokens and webhooks (docs/integration.md), their settings and
      // feature flags, and their edits of the dynamic pages, blocks and banners
      // (docs/settings-and-gates.md), behind the staff hook.
      routes: [
        integration.staffRoutes,
        settings.staffRoutes({ supervisor: staffRouteOptions('supervisor'), staffIdOf: (request) => staffOf(request).id }),
        htmlBlocks.staffRoutes,
      ],
      uploads: {
        gate: uploadGate,
        tmpDir: uploadTmpDir,
        fileSizeLimit: async () => (await settings.service.privateSettings()).fileUploadSizeLimit,
      },
    }),
    // The retailer's systems pull leads and the queue and post outcomes with their own tokens (docs/integration.md).
    integration.routes({
      leads: leads.service,
      contractingLeads: contracting.staff,
      signatures: signatures.staff,
      priceAlerts: priceAlerts.service,
    }),
    signup,
    contracting,
    supplyPointRegistry,
    priceAlerts,
    // The visitor tools: comparisons priced by the billing engine, reference lists, the power advice.
    comparatorModule({
      db: readDb,
      settings: settings.service,
      registry: (cups) => supplyPointRegistry.registry.lookup(cups),
      limits: config.comparator,
    }),
    newsletters,
    // What the contracting wizards offer: their configuration, the cnaes, the products, the coupon check.
    contractingCatalogueModule({
      db: readDb,
      settings: settings.service,
      contactDetails: contactDetailsReader(db),
      limits: config.contractingCatalogue,
    }),
  ];

  await app.register(healthModule({ version: VERSION, ping: database.ping }).routes);
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDist);

  if (config.settingsFile) await settings.service.applyFile(config.settingsFile);
  app.decorate('portal', { auth: auth.service, settings: settings.service, tokens, mail, routes });
  return app;
}
