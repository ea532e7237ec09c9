import { mergeSettings, type TSettingsPatch } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { featureFlags, settings } from '../../db/schema/index.ts';

export type SettingsScope = 'public' | 'private';

export class SettingsRepo {
  constructor(private readonly db: Database) {}

  async readScopes(): Promise<Record<SettingsScope, TSettingsPatch>> {
    const rows = await this.db.select({ scope: settings.scope, data: settings.data }).from(settings);
    const byScope = new Map(rows.map((r) => [r.scope, r.data]));
    return { public: byScope.get('public') ?? {}, private: byScope.get('private') ?? {} };
  }

  /** Deep-merges a patch into a scope's stored settings (objects merge, arrays replace). */
  async patchScope(scope: SettingsScope, patch: TSettingsPatch): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select({ data: settings.data }).from(settings).where(eq(settings.scope, scope)).for('update');
      const data = mergeSettings(current?.data ?? {}, patch);
      await tx
        .insert(settings)
        .values({ scope, data })
        .onConflictDoUpdate({ target: settings.scope, set: { data, updatedAt: sql`now()` } });
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
