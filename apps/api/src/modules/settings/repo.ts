import { mergeSettings, type TSettingsPatch } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { featureFlags, settings } from '../../db/schema/index.ts';
import { trail, trailBySystem } from '../trail/index.ts';

export type SettingsScope = 'public' | 'private';

export class SettingsRepo {
  constructor(private readonly db: Database) {}

  async readScopes(): Promise<Record<SettingsScope, TSettingsPatch>> {
    const rows = await this.db.select({ scope: settings.scope, data: settings.data }).from(settings);
    const byScope = new Map(rows.map((r) => [r.scope, r.data]));
    return { public: byScope.get('public') ?? {}, private: byScope.get('private') ?? {} };
  }

  /**
   * Deep-merges a patch into a scope's stored settings (objects merge, arrays replace). A patch
   * that changes something writes a settings_change line to the trail in the same transaction
   * (SETTINGS_FILE at start is applied by the portal itself: actor system).
   */
  async patchScope(scope: SettingsScope, patch: TSettingsPatch): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select({ data: settings.data }).from(settings).where(eq(settings.scope, scope)).for('update');
      const data = mergeSettings(current?.data ?? {}, patch);
      await tx
        .insert(settings)
        .values({ scope, data })
        .onConflictDoUpdate({ target: settings.scope, set: { data, updatedAt: sql`now()` } });
      const changed = changedKeys(current?.data ?? {}, data);
      if (changed.length > 0) await trail.record(tx, trailBySystem(), settingsLine(scope, changed));
    });
  }

  async readFlags(): Promise<Record<string, boolean>> {
    const rows = await this.db.select().from(featureFlags).orderBy(asc(featureFlags.name));
    return Object.fromEntries(rows.map((r) => [r.name, r.enabled]));
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
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
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
