import { mergeSettings, type TSettingsPatch, type TSettingsScope } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { featureFlags, settings } from '../../db/schema/index.ts';
import { type TrailBy, trail } from '../trail/index.ts';

export type SettingsScope = TSettingsScope;

export class SettingsRepo {
  constructor(private readonly db: Database) {}

  async readScopes(): Promise<Record<SettingsScope, TSettingsPatch>> {
    const rows = await this.db.select({ scope: settings.scope, data: settings.data }).from(settings);
    const byScope = new Map(rows.map((r) => [r.scope, r.data]));
    return { public: byScope.get('public') ?? {}, private: byScope.get('private') ?? {} };
  }

  /**
   * Deep-merges a patch into a scope's stored settings (objects merge, arrays replace). A patch
   * that changes something writes a settings_change line to the trail in the same transaction,
   * by `by` (SETTINGS_FILE at start is applied by the portal itself: actor system).
   */
  async patchScope(scope: SettingsScope, patch: TSettingsPatch, by: TrailBy): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select({ data: settings.data }).from(settings).where(eq(settings.scope, scope)).for('update');
      await this.write(tx, scope, current?.data ?? {}, mergeSettings(current?.data ?? {}, patch), by);
    });
  }

  /**
   * Replaces a scope's stored settings with `data` when `check`, given both scopes as they are
   * with the scope's row locked, answers nothing against it (a supervisor in the console). Both
   * rows are locked, so two supervisors saving the two scopes at once are checked one after the
   * other, each against what the other saved. Answers the check's refusal, or undefined once written.
   */
  async replaceScope<R>(
    scope: SettingsScope,
    data: TSettingsPatch,
    by: TrailBy,
    check: (stored: Record<SettingsScope, TSettingsPatch>) => R | undefined,
  ): Promise<R | undefined> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ scope: settings.scope, data: settings.data })
        .from(settings)
        .orderBy(asc(settings.scope))
        .for('update');
      const byScope = new Map(rows.map((r) => [r.scope, r.data]));
      const stored = { public: byScope.get('public') ?? {}, private: byScope.get('private') ?? {} };
      const refusal = check(stored);
      if (refusal !== undefined) return refusal;
      await this.write(tx, scope, stored[scope], data, by);
      return undefined;
    });
  }

  /** Stores a scope's new settings and, when a key changed, its trail line (key names only). */
  private async write(tx: Executor, scope: SettingsScope, before: TSettingsPatch, data: TSettingsPatch, by: TrailBy): Promise<void> {
    await tx
      .insert(settings)
      .values({ scope, data })
      .onConflictDoUpdate({ target: settings.scope, set: { data, updatedAt: sql`now()` } });
    const changed = changedKeys(before, data);
    if (changed.length > 0) await trail.record(tx, by, settingsLine(scope, changed));
  }

  async readFlags(): Promise<Record<string, boolean>> {
    const rows = await this.db.select().from(featureFlags).orderBy(asc(featureFlags.name));
    return Object.fromEntries(rows.map((r) => [r.name, r.enabled]));
  }

  /**
   * Creates or sets one flag (a supervisor in the console); a change writes a settings_change line
   * with subject "feature flags" and the flag's before (null when new) and after.
   */
  async setFlag(name: string, enabled: boolean, by: TrailBy): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ enabled: featureFlags.enabled })
        .from(featureFlags)
        .where(eq(featureFlags.name, name))
        .for('update');
      if (current?.enabled === enabled) return;
      await tx.insert(featureFlags).values({ name, enabled }).onConflictDoUpdate({ target: featureFlags.name, set: { enabled } });
      await trail.record(tx, by, {
        action: 'settings_change',
        customerId: null,
        subject: 'feature flags',
        changes: { [name]: { before: current?.enabled ?? null, after: enabled } },
      });
    });
  }

  async setFlags(flags: Record<string, boolean>): Promise<void> {
    const values = Object.entries(flags).map(([name, enabled]) => ({ name, enabled }));
    if (values.length === 0) return;
    await this.db
      .insert(featureFlags)
      .values(values)
      .onConflictDoUpdate({ target: featureFlags.name, set: { enabled: sql`excluded.enabled` } });
  }
}

/** The top-level keys whose value differs: what a settings line names (docs/trail.md). */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => canonical(before[key]) !== canonical(after[key]));
}

/**
 * A value's JSON with every object's keys sorted: jsonb gives a stored object back with its keys
 * in its own order (shorter first), so the same settings sent again must not read as changed.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Which settings changed, by name only: private settings hold keys and secrets, which a trail line never keeps. */
function settingsLine(scope: SettingsScope, keys: readonly string[]) {
  return {
    action: 'settings_change' as const,
    customerId: null,
    subject: `${scope} settings`,
    changes: Object.fromEntries(keys.map((key) => [key, { after: 'changed' }])),
  };
}
