import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The built SPA, found from this file so `npm start` works from any directory. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

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
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// URL')
        .optional(),
    ),
    TOKEN_SECRET: optionalText.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
    TOKEN_TTL_SECONDS: positiveInt.default(7200),
    READONLY_TOKEN_TTL_SECONDS: positiveInt.default(86400),
    LOGIN_RATE_LIMIT: positiveInt.default(10),
    LOGIN_IP_RATE_LIMIT: positiveInt.default(100),
    OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_TAX_ID_CLAIM: z.string().trim().min(1).default('sub'),
    OIDC_ALLOW_HTTP: flag.default(false),
    SETTINGS_FILE: optionalText,
    WEB_DIST: optionalText,
    SEED_DEMO: flag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: flag.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER is set' });
    }
    if (!env.OIDC_ISSUER && env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'is required when OIDC_CLIENT_ID is set' });
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

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  readonlyTokenTtlSeconds: number;
  loginRateLimit: number;
  loginIpRateLimit: number;
  oidc: OidcConfig | undefined;
  settingsFile: string | undefined;
  webDist: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
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
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    readonlyTokenTtlSeconds: e.READONLY_TOKEN_TTL_SECONDS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginIpRateLimit: e.LOGIN_IP_RATE_LIMIT,
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
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
