import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      tokenSecret: undefined,
      tokenTtlSeconds: 7200,
      loginRateLimit: 10,
      loginIpRateLimit: 100,
      oidc: undefined,
      settingsFile: undefined,
      seedDemo: true,
      seedTestCustomers: 0,
      trustProxy: false,
    });
    expect(config.webDist).toMatch(/apps[\\/]web[\\/]dist$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      TOKEN_SECRET: 'x'.repeat(40),
      TOKEN_TTL_SECONDS: '600',
      READONLY_TOKEN_TTL_SECONDS: '300',
      LOGIN_RATE_LIMIT: '5',
      LOGIN_IP_RATE_LIMIT: '50',
      OIDC_ISSUER: 'https://sso.example.com/realms/portal',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_TAX_ID_CLAIM: 'nif',
      SETTINGS_FILE: 'settings.json',
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://u@db:5432/portal',
      redisUrl: 'redis://cache:6379',
      tokenTtlSeconds: 600,
      readonlyTokenTtlSeconds: 300,
      loginRateLimit: 5,
      loginIpRateLimit: 50,
      oidc: {
        issuer: 'https://sso.example.com/realms/portal',
        clientId: 'portal',
        clientSecret: 's3cret',
        taxIdClaim: 'nif',
        allowHttp: false,
      },
      settingsFile: path.resolve('settings.json'),
      seedDemo: false,
      trustProxy: { hops: 1 },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', OIDC_ISSUER: '', TOKEN_SECRET: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TOKEN_SECRET: 'short', SEED_DEMO: 'maybe', LOGIN_RATE_LIMIT: '0' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*TOKEN_SECRET: must have at least 32 characters/);
    expect(attempt).toThrow(/SEED_DEMO: must be true or false/);
    expect(attempt).toThrow(/LOGIN_RATE_LIMIT/);
  });

  it('reads a replica for lag-tolerant reads only beside a PostgreSQL primary', () => {
    expect(loadConfig({}).databaseRead).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portal', DATABASE_READ_URL: '' }).databaseRead).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portal', DATABASE_READ_URL: 'postgres://u@replica:5432/portal' }).databaseRead,
    ).toEqual({
      url: 'postgres://u@replica:5432/portal',
      poolSize: 10,
      maxLagSeconds: 30,
    });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://u@db/portal',
        DATABASE_READ_URL: 'postgresql://u@replica/portal',
        DATABASE_READ_POOL_SIZE: '20',
        DATABASE_READ_MAX_LAG_SECONDS: '5',
      }).databaseRead,
    ).toEqual({ url: 'postgresql://u@replica/portal', poolSize: 20, maxLagSeconds: 5 });
    // PGlite has no replicas: refused at start, not ignored.
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@replica:5432/portal' })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/portal', DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL: must be a postgres/,
    );
    expect(() => loadConfig({ DATABASE_READ_POOL_SIZE: '0' })).toThrow(/DATABASE_READ_POOL_SIZE/);
  });

  it('seeds test customers only with the demo data, at most 99', () => {
    expect(loadConfig({ SEED_TEST_CUSTOMERS: '24' }).seedTestCustomers).toBe(24);
    expect(() => loadConfig({ SEED_TEST_CUSTOMERS: '2', SEED_DEMO: 'false' })).toThrow(/SEED_TEST_CUSTOMERS: copies the demo data/);
    expect(() => loadConfig({ SEED_TEST_CUSTOMERS: '100' })).toThrow(/SEED_TEST_CUSTOMERS/);
  });

  it('wants a complete single sign-on configuration over https', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://sso.example.com' })).toThrow(/OIDC_CLIENT_ID: is required/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'portal' })).toThrow(/OIDC_ISSUER: is required/);
    expect(() => loadConfig({ OIDC_ISSUER: 'http://sso.example.com', OIDC_CLIENT_ID: 'p' })).toThrow(/must use https/);
    expect(loadConfig({ OIDC_ISSUER: 'http://sso.internal', OIDC_CLIENT_ID: 'p', OIDC_ALLOW_HTTP: 'true' }).oidc?.allowHttp).toBe(true);
    expect(loadConfig({ OIDC_ISSUER: 'http://localhost:9000', OIDC_CLIENT_ID: 'p' }).oidc?.allowHttp).toBe(true);
  });

  describe('TRUST_PROXY names the proxies to trust', () => {
    const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['no', false],
      ['0', false],
      ['1', { hops: 1 }],
      [' 2 ', { hops: 2 }],
      ['10', { hops: 10 }],
      ['127.0.0.1', { addresses: ['127.0.0.1'] }],
      ['10.0.0.0/8, 127.0.0.1', { addresses: ['10.0.0.0/8', '127.0.0.1'] }],
      ['192.168.1.0/24,::1,fd00::/8', { addresses: ['192.168.1.0/24', '::1', 'fd00::/8'] }],
      ['loopback,uniquelocal', { addresses: ['loopback', 'uniquelocal'] }],
    ])('reads %j as %j', (value, expected) => {
      expect(trustProxy(value)).toEqual(expected);
    });

    it.each(['true', 'TRUE', 'yes'])('refuses %j, which would let clients choose their address, naming the new forms', (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(
        /TRUST_PROXY: .*would trust every hop.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/,
      );
    });

    it.each([
      ['11', /at most 10 hops/],
      ['-1', /"-1" is not an address/],
      ['1.5', /"1.5" is not an address/],
      ['proxy.internal', /"proxy.internal" is not an address/],
      ['10.0.0.0/33', /"10.0.0.0\/33" is not an address/],
      ['10.0.0.0/8/1', /"10.0.0.0\/8\/1" is not an address/],
      ['::1/129', /"::1\/129" is not an address/],
      ['10.0.0.1,,127.0.0.1', /"" is not an address/],
      ['256.0.0.1', /"256.0.0.1" is not an address/],
    ])('refuses %j at start-up', (value, message) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(message);
    });
  });
});
