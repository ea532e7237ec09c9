import { DEFAULT_SETTINGS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { QueryInsideTransactionError } from '../../db/one-connection-guard.ts';
import type { SettingsRepo } from './repo.ts';
import { SettingsService } from './service.ts';

/** A repository that counts reads, to see what the cache spares the database. */
function countingRepo(data: { public: Record<string, unknown>; private: Record<string, unknown> }) {
  const repo = {
    reads: 0,
    readScopes: async () => {
      repo.reads++;
      return data;
    },
    readFlags: async () => ({}),
  };
  return repo;
}

describe('SettingsService', () => {
  it('caches for a few seconds, then reads again', async () => {
    let now = 1_000_000;
    const repo = countingRepo({ public: { homepage: 'contracts' }, private: {} });
    const service = new SettingsService(repo as unknown as SettingsRepo, undefined, () => now);
    expect((await service.publicSettings()).homepage).toBe('contracts');
    await service.privateSettings();
    await service.featureFlags();
    expect(repo.reads).toBe(1);
    now += 6000;
    await service.publicSettings();
    expect(repo.reads).toBe(2);
    service.invalidate();
    await service.publicSettings();
    expect(repo.reads).toBe(3);
  });

  it("refuses a read inside a PGlite transaction even from a warm cache: a cold one's would wait for ever", async () => {
    const service = new SettingsService(countingRepo({ public: {}, private: {} }) as unknown as SettingsRepo, undefined);
    await service.publicSettings();
    const database = await openDatabase({});
    try {
      const inside = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await service.publicSettings();
      });
      await expect(inside).rejects.toBeInstanceOf(QueryInsideTransactionError);
      // Before it, as the services do: answered from the cache.
      await expect(service.publicSettings()).resolves.toMatchObject({ homepage: DEFAULT_SETTINGS.homepage });
    } finally {
      await database.close();
    }
  });

  it('merges defaults, public and private settings with arrays replaced', async () => {
    const repo = countingRepo({
      public: { features: { displayTypes: ['gas'], signup: false }, language: { enabled: ['ca-ES'] } },
      private: { features: { displayTypes: ['electricity'] } },
    });
    const service = new SettingsService(repo as unknown as SettingsRepo, undefined);
    const pub = await service.publicSettings();
    expect(pub.features.displayTypes).toEqual(['gas']);
    expect(pub.features.signup).toBe(false);
    expect(pub.features.powerChange).toBe(DEFAULT_SETTINGS.features.powerChange);
    expect(pub.language).toEqual({ ...DEFAULT_SETTINGS.language, enabled: ['ca-ES'] });
    const priv = await service.privateSettings();
    expect(priv.features.displayTypes).toEqual(['electricity']);
    expect(priv.features.signup).toBe(false);
  });

  it('lets the deployment decide single sign-on, whatever is stored', async () => {
    const stored = countingRepo({ public: { features: { oidc: true } }, private: {} });
    expect((await new SettingsService(stored as unknown as SettingsRepo, undefined).publicSettings()).features.oidc).toBe(false);
    const oidc = { issuer: 'https://sso.example', clientId: 'portal', clientSecret: undefined, taxIdClaim: 'sub', allowHttp: false };
    const configured = await new SettingsService(
      countingRepo({ public: {}, private: {} }) as unknown as SettingsRepo,
      oidc,
    ).publicSettings();
    expect(configured.features.oidc).toBe(true);
    expect(configured.oidc).toEqual({ ...DEFAULT_SETTINGS.oidc, providerUrl: 'https://sso.example', clientId: 'portal' });
  });

  it('does not keep a failed read in the cache', async () => {
    let fail = true;
    const repo = {
      readScopes: async () => {
        if (fail) throw new Error('database down');
        return { public: {}, private: {} };
      },
      readFlags: async () => ({}),
    };
    const service = new SettingsService(repo as unknown as SettingsRepo, undefined);
    await expect(service.publicSettings()).rejects.toThrow('database down');
    fail = false;
    await expect(service.publicSettings()).resolves.toBeTruthy();
  });
});
