import {
  checkSettingsEdit,
  DEFAULT_SETTINGS,
  mergeSettings,
  passwordMinLength,
  SETTINGS_INVALID,
  settingsFieldErrors,
  type TSettings,
  type TSettingsIssue,
  type TSettingsPatch,
  type TStaffSettings,
} from '@portal/domain';
import { assertOutsideTransaction } from '../../db/one-connection-guard.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { OidcConfig } from '../../platform/runtime/config.ts';
import { type TrailBy, trailBySystem } from '../trail/index.ts';
import type { SettingsRepo, SettingsScope } from './repo.ts';
import { readSettingsFile } from './settings-file.ts';

// Settings are read on every page load and change rarely: a few seconds of staleness per
// instance is the price of not querying on each request.
const CACHE_MS = 5000;

interface Snapshot {
  public: TSettings;
  private: TSettings;
  flags: Record<string, boolean>;
}

export class SettingsService {
  private cached: { at: number; value: Promise<Snapshot> } | undefined;
  private readonly overlay: TSettingsPatch;

  constructor(
    private readonly repo: SettingsRepo,
    oidc: OidcConfig | undefined,
    private readonly now: () => number = Date.now,
  ) {
    // Whether single sign-on works is the deployment's fact, not a stored preference.
    this.overlay = oidc
      ? { features: { oidc: true }, oidc: { providerUrl: oidc.issuer, clientId: oidc.clientId } }
      : { features: { oidc: false } };
  }

  async publicSettings(): Promise<TSettings> {
    return (await this.snapshot()).public;
  }

  /** Defaults, then public, then private settings (customer-area §3). */
  async privateSettings(): Promise<TSettings> {
    return (await this.snapshot()).private;
  }

  /**
   * The minimum length of new passwords (password.minLength): from the public settings, which
   * the anonymous forms (reset, activation) read too, so every form and the API agree.
   */
  async passwordMinLength(): Promise<number> {
    return passwordMinLength(await this.publicSettings());
  }

  async featureFlags(): Promise<Record<string, boolean>> {
    return (await this.snapshot()).flags;
  }

  /**
   * What the retailer stored (public, then private), without the built-in defaults or what the
   * deployment adds: a choice the retailer made, as opposed to a default (payment.provider, see
   * modules/payments/providers/provider-factory.ts). Read afresh each time, not from the cache.
   */
  async stored(): Promise<TSettingsPatch> {
    const scopes = await this.repo.readScopes();
    return mergeSettings(scopes.public, scopes.private);
  }

  /** Deep-merges a patch into a scope's stored settings (objects merge, arrays replace), as the portal itself. */
  async patch(scope: SettingsScope, patch: TSettingsPatch): Promise<void> {
    await this.repo.patchScope(scope, patch, trailBySystem());
    this.invalidate();
  }

  /**
   * What a supervisor edits in the console: the stored scopes as JSON (without the defaults or
   * what the deployment adds), the defaults, and every flag. Read afresh, not from the cache.
   */
  async staffView(): Promise<TStaffSettings> {
    const [scopes, flags] = await Promise.all([this.repo.readScopes(), this.repo.readFlags()]);
    return { public: scopes.public, private: scopes.private, defaults: DEFAULT_SETTINGS, flags };
  }

  /**
   * Replaces a scope's stored settings (a supervisor, `by`), once the settings the portal will read
   * with it pass the settings' schema; else 400 settings_invalid naming each path. Checked inside
   * the write's transaction, against both scopes as stored. This instance reads the change at
   * once; the others when their cache expires (CACHE_MS).
   */
  async replaceScope(scope: SettingsScope, data: TSettingsPatch, by: TrailBy): Promise<TStaffSettings> {
    const issues = await this.repo.replaceScope<TSettingsIssue[]>(scope, data, by, (stored) => {
      const found = checkSettingsEdit(scope, stored, data).issues;
      return found.length > 0 ? found : undefined;
    });
    if (issues) {
      throw new ApiError(400, SETTINGS_INVALID, SETTINGS_INVALID, { errors: settingsFieldErrors(issues), body: { issues } });
    }
    this.invalidate();
    return this.staffView();
  }

  /** Creates or sets a feature flag (a supervisor, `by`); the other instances read it within CACHE_MS. */
  async setFlag(name: string, enabled: boolean, by: TrailBy): Promise<TStaffSettings> {
    await this.repo.setFlag(name, enabled, by);
    this.invalidate();
    return this.staffView();
  }

  /** Applies SETTINGS_FILE: patches merged into the stored scopes, flags set. Idempotent. */
  async applyFile(file: string): Promise<void> {
    const content = await readSettingsFile(file);
    if (content.public) await this.repo.patchScope('public', content.public, trailBySystem());
    if (content.private) await this.repo.patchScope('private', content.private, trailBySystem());
    if (content.feature_flags) await this.repo.setFlags(content.feature_flags);
    this.invalidate();
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private snapshot(): Promise<Snapshot> {
    // Read before a transaction, never inside one: on PGlite a cold cache's read inside one would
    // wait for ever (db/one-connection-guard.ts). Checked on every read, not only the cold ones,
    // so the tests find such a read whatever the cache holds.
    assertOutsideTransaction('A settings read');
    const now = this.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const value = this.load();
      this.cached = { at: now, value };
      // A failed read must not be served from the cache.
      value.catch(() => {
        if (this.cached?.value === value) this.cached = undefined;
      });
    }
    return this.cached.value;
  }

  private async load(): Promise<Snapshot> {
    const [scopes, flags] = await Promise.all([this.repo.readScopes(), this.repo.readFlags()]);
    return {
      public: mergeSettings(DEFAULT_SETTINGS, scopes.public, this.overlay),
      private: mergeSettings(DEFAULT_SETTINGS, scopes.public, scopes.private, this.overlay),
      flags,
    };
  }
}
