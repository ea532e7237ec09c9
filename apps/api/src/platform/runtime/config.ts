import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AccountSlowdownRules } from '../auth/account-slowdown.ts';
import { staffPasswordRefusal } from '../auth/staff-password.ts';
import { type TrustedProxies, TrustProxySchema } from '../http/trust-proxy.ts';

/** The built SPA, found from this file so `npm start` works from any directory. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const positiveInt = z.coerce.number().int().positive();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    // The address customers reach the portal at, for the links mails carry (password reset,
    // activation, a case's answer); by default http://localhost:PORT.
    PUBLIC_URL: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http:// or https:// URL without query')
        .optional(),
    ),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    // A streaming replica of DATABASE_URL for the reads that tolerate a little lag (docs/operations.md,
    // "Read replicas"), its pool's size, and how far behind it may fall before every read goes to the primary.
    DATABASE_READ_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// URL')
        .optional(),
    ),
    TOKEN_SECRET: optionalText.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
    TOKEN_TTL_SECONDS: positiveInt.default(7200),
    READONLY_TOKEN_TTL_SECONDS: positiveInt.default(86400),
    // "View as this customer" (docs/staff.md): how long a staff member's read-only token lasts, at most a working day.
    VIEW_AS_MINUTES: z.coerce.number().int().min(1).max(600).default(30),
    // A session's absolute lifetime from its sign-in, however often refreshed (ASVS 3.3.2): 30 days.
    SESSION_MAX_AGE_SECONDS: positiveInt.default(2_592_000),
    LOGIN_RATE_LIMIT: positiveInt.default(10),
    LOGIN_IP_RATE_LIMIT: positiveInt.default(100),
    // The account-wide slowdown (docs/sign-in.md, "Login throttling"): after this many failed
    // sign-ins on one account from any address, one attempt per LOGIN_ACCOUNT_DELAY_SECONDS
    // (60 s: at most 60 guesses an hour, under ASVS V2.2.1's 100); failures are forgotten after
    // LOGIN_ACCOUNT_WINDOW_SECONDS without one.
    LOGIN_ACCOUNT_FAILURES: positiveInt.default(10),
    LOGIN_ACCOUNT_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    // A visitor's unsigned contact form (docs/customer-service.md, "Contact forms"): sends per
    // e-mail address and per IP an hour, and the form ticket's minimum age (a script posts at once).
    UNSIGNED_CONTACT_RATE_LIMIT: positiveInt.default(5),
    UNSIGNED_CONTACT_IP_RATE_LIMIT: positiveInt.default(20),
    // Megabytes of files the unsigned contacts of one client address may store a day: one form at
    // the size limit (six files of 15 MB) and a little more; a visitor needs no more.
    UNSIGNED_CONTACT_UPLOAD_QUOTA_MB: positiveInt.default(100),
    // A visitor's CUPS lookups (docs/supply-point-registry.md) per client address a minute: a
    // person types a few CUPS; a script reading the registry one CUPS after another is slowed.
    CUPS_LOOKUP_IP_RATE_LIMIT: positiveInt.default(30),
    CONTACT_TICKET_MIN_AGE_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
    // The comparators (docs/comparator-api.md): comparisons and power advices, and reference-list
    // reads, per client address a minute. A visitor compares a few bills; a benchmark raises them.
    COMPARATOR_IP_RATE_LIMIT: positiveInt.default(30),
    COMPARATOR_REFERENCE_IP_RATE_LIMIT: positiveInt.default(300),
    // The contracting wizards' lists and configuration (docs/contracting-products.md): reads per
    // client address a minute, and promotional-code checks, fewer, since each one is a guess a
    // script could repeat to find valid codes.
    CONTRACTING_CATALOGUE_IP_RATE_LIMIT: positiveInt.default(300),
    COUPON_CHECK_IP_RATE_LIMIT: positiveInt.default(20),
    // A visitor's lead forms (docs/leads.md): sends per e-mail address and per IP an hour, the
    // megabytes of invoices one address may store a day (six invoices at the 15 MB limit and a
    // little more), and where the sales team reads them (else the organisation's e-mail).
    LEAD_RATE_LIMIT: positiveInt.default(5),
    LEAD_IP_RATE_LIMIT: positiveInt.default(20),
    LEAD_UPLOAD_QUOTA_MB: positiveInt.default(100),
    LEADS_SALES_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_TAX_ID_CLAIM: z.string().trim().min(1).default('sub'),
    OIDC_ALLOW_HTTP: flag.default(false),
    SETTINGS_FILE: optionalText,
    INVOICE_SIGNING_P12: optionalText,
    // Not trimmed: a passphrase may begin or end with a space.
    INVOICE_SIGNING_PASSPHRASE: z.string().optional(),
    WEB_DIST: optionalText,
    SEED_DEMO: flag.default(true),
    // Copies of the household persona that browser tests may change (seed/e2e/test-customers.ts);
    // 99 is MAX_TEST_CUSTOMERS of seed/e2e/test-customer-ids.ts (platform imports no seed).
    SEED_TEST_CUSTOMERS: z.coerce.number().int().min(0).max(99).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The proxies that may say who the client is: a hop count or addresses (trust-proxy.ts).
    TRUST_PROXY: TrustProxySchema,
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_test_…, pk_live_…)')
        .optional(),
    ),
    STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // How often payment attempts whose answer was lost are reconciled (within 30 s).
    PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(30).default(10),
    // Mail (docs/mail.md): without SMTP_URL mail is only logged and kept in the mail_outbox table.
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    // A From header, e.g. `"Energia Demo" <no-reply@energia.example>`; by default the organisation's name and e-mail.
    MAIL_FROM: optionalText,
    // How often the outbox is swept for mail still to send (retries, and mail a crash left behind).
    MAIL_RETRY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    // Signatures (docs/signatures.md): how long a mailed signing link works unsigned (a week by
    // default, at most 90 days), how often the unsigned ones past it are marked expired, and the
    // by-link calls per client address and per link in 15 minutes.
    SIGNING_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(2160).default(168),
    SIGNING_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    SIGNING_IP_RATE_LIMIT: positiveInt.default(60),
    SIGNING_LINK_RATE_LIMIT: positiveInt.default(30),
    // The integration API and its webhooks (docs/integration.md): calls a minute per integration token;
    // http:// webhooks to this machine (tests only); the retries' delays in seconds after each failed
    // attempt, given up after the last; how long a receiver may take to answer; the sweep's period.
    INTEGRATION_RATE_LIMIT: positiveInt.default(600),
    WEBHOOK_ALLOW_HTTP_LOCALHOST: flag.default(false),
    WEBHOOK_RETRY_SCHEDULE_SECONDS: z
      .string()
      .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?){0,19}$/, 'must be seconds separated by commas, e.g. 60,300,1800')
      .transform((v) => v.split(',').map(Number))
      .default([60, 300, 1800, 7200, 21_600]),
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
    WEBHOOK_DISPATCH_INTERVAL_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
    // Password reset (docs/password-reset.md): how long a mailed link works, at most a day.
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    // Requests per hour for one nif (from anywhere) and for one client address (whatever the nif).
    PASSWORD_RESET_RATE_LIMIT: positiveInt.default(5),
    PASSWORD_RESET_IP_RATE_LIMIT: positiveInt.default(20),
    // Every reset request is answered this long after it arrived, so a known and an unknown nif take the same time.
    PASSWORD_RESET_ANSWER_MS: z.coerce.number().int().min(0).max(5000).default(300),
    // The first customer-service staff account, created at start when no account has this
    // address (docs/staff.md); an existing account is left as it is.
    STAFF_BOOTSTRAP_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    STAFF_BOOTSTRAP_PASSWORD: z.string().optional(),
    // What customers see as the author of staff messages.
    STAFF_LABEL: z.string().trim().min(1).max(100).default('Atenció al client'),
    // Sign-up (docs/signup.md): how long an activation link works, and sign-up or activation
    // attempts per client address per 15 minutes.
    ACTIVATION_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    SIGNUP_IP_RATE_LIMIT: positiveInt.default(10),
    // Every sign-up that passes the field rules is answered this long after it arrived, so a
    // wrong contract and a right contract with an address not on file take the same time.
    SIGNUP_ANSWER_MS: z.coerce.number().int().min(0).max(5000).default(300),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER is set' });
    }
    if (!env.OIDC_ISSUER && env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'is required when OIDC_CLIENT_ID is set' });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other Stripe key is set' });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message:
          'needs DATABASE_URL: the embedded PGlite database (no DATABASE_URL) has no replicas; set DATABASE_URL to the primary, or unset DATABASE_READ_URL',
      });
    }
    if (env.SEED_TEST_CUSTOMERS > 0 && !env.SEED_DEMO) {
      ctx.addIssue({ code: 'custom', path: ['SEED_TEST_CUSTOMERS'], message: 'copies the demo data: it needs SEED_DEMO' });
    }
    const staffPasswordProblem = env.STAFF_BOOTSTRAP_EMAIL ? staffPasswordRefusal(env.STAFF_BOOTSTRAP_PASSWORD ?? '') : undefined;
    if (staffPasswordProblem) {
      ctx.addIssue({
        code: 'custom',
        path: ['STAFF_BOOTSTRAP_PASSWORD'],
        message: `${staffPasswordProblem} (STAFF_BOOTSTRAP_EMAIL is set)`,
      });
    }
    if (env.OIDC_ISSUER?.startsWith('http:') && !env.OIDC_ALLOW_HTTP && !isLoopback(env.OIDC_ISSUER)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must use https (or set OIDC_ALLOW_HTTP=true)' });
    }
  });

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  taxIdClaim: string;
  /** Plain http to the provider: loopback providers in development and tests, or on request. */
  allowHttp: boolean;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Another address for the Stripe API (a local test double); the real one when absent. */
  apiBase: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The portal's address for links in mails, without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** A streaming replica of databaseUrl for lag-tolerant reads (DATABASE_READ_URL, _POOL_SIZE, _MAX_LAG_SECONDS); undefined: every read on the primary. */
  databaseRead: DatabaseReadConfig | undefined;
  redisUrl: string | undefined;
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  readonlyTokenTtlSeconds: number;
  /** A staff member's "view as this customer" token lives this long (VIEW_AS_MINUTES), never extended. */
  viewAsMinutes: number;
  /** No token of a session outlives its sign-in by more than this (SESSION_MAX_AGE_SECONDS). */
  sessionMaxAgeSeconds: number;
  loginRateLimit: number;
  loginIpRateLimit: number;
  /** The account-wide slowdown of sign-ins (LOGIN_ACCOUNT_FAILURES, _DELAY_SECONDS, _WINDOW_SECONDS). */
  loginSlowdown: AccountSlowdownRules;
  /** The comparators' per-address limits a minute (COMPARATOR_IP_RATE_LIMIT, COMPARATOR_REFERENCE_IP_RATE_LIMIT). */
  comparator: { comparePerMinute: number; referencePerMinute: number };
  /** The unsigned contact's throttle and form ticket ages (UNSIGNED_CONTACT_*, CONTACT_TICKET_MIN_AGE_SECONDS). */
  unsignedContact: {
    perEmailPerHour: number;
    perAddressPerHour: number;
    ticketMinAgeMs: number;
    ticketMaxAgeMs: number;
    /** Bytes of files a client address may store with unsigned contacts a day (UNSIGNED_CONTACT_UPLOAD_QUOTA_MB). */
    uploadQuotaBytesPerDay: number;
  };
  /** CUPS lookups of the supply-point registry per client address a minute (CUPS_LOOKUP_IP_RATE_LIMIT). */
  cupsLookupPerMinute: number;
  /** The contracting wizards' reads and promotional-code checks per client address a minute (CONTRACTING_CATALOGUE_IP_RATE_LIMIT, COUPON_CHECK_IP_RATE_LIMIT). */
  contractingCatalogue: { readsPerMinute: number; couponChecksPerMinute: number };
  /** The lead forms' throttle, ticket ages, invoice quota and sales address (LEAD_*, LEADS_SALES_EMAIL, CONTACT_TICKET_MIN_AGE_SECONDS). */
  leads: {
    perEmailPerHour: number;
    perAddressPerHour: number;
    ticketMinAgeMs: number;
    ticketMaxAgeMs: number;
    /** Bytes of invoices a client address may store with leads a day (LEAD_UPLOAD_QUOTA_MB). */
    uploadQuotaBytesPerDay: number;
    /** Where the sales team's notification goes (LEADS_SALES_EMAIL); undefined: the organisation's e-mail in the settings. */
    salesEmail: string | undefined;
  };
  oidc: OidcConfig | undefined;
  settingsFile: string | undefined;
  /** Certificate (PKCS#12) that signs invoice PDFs; without it one is generated into dataDir. */
  invoiceSigning: { p12Path: string | undefined; passphrase: string | undefined };
  webDist: string;
  seedDemo: boolean;
  /** Test customers seeded with the demo data (SEED_TEST_CUSTOMERS); 0 outside tests. */
  seedTestCustomers: number;
  logLevel: string;
  /** The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY); false: none. */
  trustProxy: TrustedProxies;
  /** Card payments through Stripe; without it the built-in sandbox provider takes payments. */
  stripe: StripeConfig | undefined;
  /** Period of the payment reconciler (PAYMENT_RECONCILE_INTERVAL_SECONDS), at most 30 s. */
  paymentReconcileIntervalMs: number;
  mail: MailConfig;
  passwordReset: PasswordResetConfig;
  signatures: SignaturesConfig;
  integration: IntegrationConfig;
  /** The staff account created at start when missing (STAFF_BOOTSTRAP_EMAIL, _PASSWORD, STAFF_LABEL). */
  staffBootstrap: { email: string; password: string; label: string } | undefined;
  signup: SignupConfig;
}

export interface DatabaseReadConfig {
  /** postgres://… of a hot standby streaming from DATABASE_URL (DATABASE_READ_URL). */
  url: string;
  /** Connections of this instance's replica pool (DATABASE_READ_POOL_SIZE, 10 by default). */
  poolSize: number;
  /** A replica further behind than this is skipped: every read goes to the primary (DATABASE_READ_MAX_LAG_SECONDS, 30). */
  maxLagSeconds: number;
}

export interface PasswordResetConfig {
  /** How long a mailed link works (PASSWORD_RESET_TTL_MINUTES, 60 by default). */
  ttlMinutes: number;
  /** Requests per hour per nif (PASSWORD_RESET_RATE_LIMIT) and per client address (PASSWORD_RESET_IP_RATE_LIMIT). */
  perNif: number;
  perAddress: number;
  /** The answer's floor in milliseconds (PASSWORD_RESET_ANSWER_MS): known and unknown accounts answer after it. */
  answerMs: number;
}

export interface IntegrationConfig {
  /** Calls a minute per integration token (INTEGRATION_RATE_LIMIT, 600 by default). */
  perTokenPerMinute: number;
  /** http://localhost and http://127.0.0.1 webhooks are allowed (WEBHOOK_ALLOW_HTTP_LOCALHOST, tests only). */
  allowHttpLocalhost: boolean;
  /** The delays after each failed attempt, then given up (WEBHOOK_RETRY_SCHEDULE_SECONDS: 1 min, 5 min, 30 min, 2 h, 6 h). */
  retryScheduleMs: number[];
  /** How long a receiver may take to answer (WEBHOOK_TIMEOUT_SECONDS, 10). */
  timeoutMs: number;
  /** The sweep's period (WEBHOOK_DISPATCH_INTERVAL_SECONDS, 30): retries come due, and deliveries a crash left behind. */
  dispatchIntervalMs: number;
}

export interface SignaturesConfig {
  /** How long a signing link works unsigned (SIGNING_LINK_TTL_HOURS, 168 by default). */
  linkTtlHours: number;
  /** Period of the sweep that marks unsigned requests past their link expired (SIGNING_EXPIRY_SWEEP_SECONDS, 900). */
  sweepIntervalMs: number;
  /** By-link calls per client address (SIGNING_IP_RATE_LIMIT, 60) and per link (SIGNING_LINK_RATE_LIMIT, 30) in 15 minutes. */
  perAddress: number;
  perLink: number;
}

export interface SignupConfig {
  /** How long an activation link works (ACTIVATION_LINK_TTL_HOURS). */
  activationTtlHours: number;
  /** Sign-up and activation attempts per client address per 15 minutes (SIGNUP_IP_RATE_LIMIT). */
  perAddressLimit: number;
  /** The sign-up answer's floor in milliseconds (SIGNUP_ANSWER_MS): every data check answers after it. */
  answerMs: number;
}

export interface MailConfig {
  /** SMTP server, credentials included (never logged); without it mail goes to the outbox and the log only. */
  smtpUrl: string | undefined;
  /** The From header; absent: the organisation's name and e-mail from the settings. */
  from: string | undefined;
  /** Period of the outbox sweep (MAIL_RETRY_INTERVAL_SECONDS). */
  retryIntervalMs: number;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseRead: e.DATABASE_READ_URL
      ? { url: e.DATABASE_READ_URL, poolSize: e.DATABASE_READ_POOL_SIZE, maxLagSeconds: e.DATABASE_READ_MAX_LAG_SECONDS }
      : undefined,
    redisUrl: e.REDIS_URL,
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    readonlyTokenTtlSeconds: e.READONLY_TOKEN_TTL_SECONDS,
    viewAsMinutes: e.VIEW_AS_MINUTES,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginIpRateLimit: e.LOGIN_IP_RATE_LIMIT,
    loginSlowdown: {
      failures: e.LOGIN_ACCOUNT_FAILURES,
      delayMs: e.LOGIN_ACCOUNT_DELAY_SECONDS * 1000,
      windowMs: e.LOGIN_ACCOUNT_WINDOW_SECONDS * 1000,
    },
    comparator: { comparePerMinute: e.COMPARATOR_IP_RATE_LIMIT, referencePerMinute: e.COMPARATOR_REFERENCE_IP_RATE_LIMIT },
    unsignedContact: {
      perEmailPerHour: e.UNSIGNED_CONTACT_RATE_LIMIT,
      perAddressPerHour: e.UNSIGNED_CONTACT_IP_RATE_LIMIT,
      ticketMinAgeMs: e.CONTACT_TICKET_MIN_AGE_SECONDS * 1000,
      // A form left open longer than two hours asks for a new ticket.
      ticketMaxAgeMs: 2 * 60 * 60 * 1000,
      uploadQuotaBytesPerDay: e.UNSIGNED_CONTACT_UPLOAD_QUOTA_MB * 1_000_000,
    },
    cupsLookupPerMinute: e.CUPS_LOOKUP_IP_RATE_LIMIT,
    contractingCatalogue: { readsPerMinute: e.CONTRACTING_CATALOGUE_IP_RATE_LIMIT, couponChecksPerMinute: e.COUPON_CHECK_IP_RATE_LIMIT },
    leads: {
      perEmailPerHour: e.LEAD_RATE_LIMIT,
      perAddressPerHour: e.LEAD_IP_RATE_LIMIT,
      ticketMinAgeMs: e.CONTACT_TICKET_MIN_AGE_SECONDS * 1000,
      ticketMaxAgeMs: 2 * 60 * 60 * 1000,
      uploadQuotaBytesPerDay: e.LEAD_UPLOAD_QUOTA_MB * 1_000_000,
      salesEmail: e.LEADS_SALES_EMAIL,
    },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            taxIdClaim: e.OIDC_TAX_ID_CLAIM,
            allowHttp: e.OIDC_ISSUER.startsWith('http:'),
          }
        : undefined,
    settingsFile: e.SETTINGS_FILE ? path.resolve(e.SETTINGS_FILE) : undefined,
    invoiceSigning: {
      p12Path: e.INVOICE_SIGNING_P12 ? path.resolve(e.INVOICE_SIGNING_P12) : undefined,
      passphrase: e.INVOICE_SIGNING_PASSPHRASE,
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    seedDemo: e.SEED_DEMO,
    seedTestCustomers: e.SEED_TEST_CUSTOMERS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, apiBase: e.STRIPE_API_BASE }
        : undefined,
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, retryIntervalMs: e.MAIL_RETRY_INTERVAL_SECONDS * 1000 },
    passwordReset: {
      ttlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
      perNif: e.PASSWORD_RESET_RATE_LIMIT,
      perAddress: e.PASSWORD_RESET_IP_RATE_LIMIT,
      answerMs: e.PASSWORD_RESET_ANSWER_MS,
    },
    signatures: {
      linkTtlHours: e.SIGNING_LINK_TTL_HOURS,
      sweepIntervalMs: e.SIGNING_EXPIRY_SWEEP_SECONDS * 1000,
      perAddress: e.SIGNING_IP_RATE_LIMIT,
      perLink: e.SIGNING_LINK_RATE_LIMIT,
    },
    integration: {
      perTokenPerMinute: e.INTEGRATION_RATE_LIMIT,
      allowHttpLocalhost: e.WEBHOOK_ALLOW_HTTP_LOCALHOST,
      retryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE_SECONDS.map((seconds) => Math.round(seconds * 1000)),
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
      dispatchIntervalMs: Math.round(e.WEBHOOK_DISPATCH_INTERVAL_SECONDS * 1000),
    },
    staffBootstrap:
      e.STAFF_BOOTSTRAP_EMAIL && e.STAFF_BOOTSTRAP_PASSWORD
        ? { email: e.STAFF_BOOTSTRAP_EMAIL, password: e.STAFF_BOOTSTRAP_PASSWORD, label: e.STAFF_LABEL }
        : undefined,
    signup: { activationTtlHours: e.ACTIVATION_LINK_TTL_HOURS, perAddressLimit: e.SIGNUP_IP_RATE_LIMIT, answerMs: e.SIGNUP_ANSWER_MS },
  };
}
