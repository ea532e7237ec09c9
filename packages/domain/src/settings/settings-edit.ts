import { z } from 'zod';
import { mergeSettings, type TSettingsPatch } from './merge-settings.ts';
import { DEFAULT_SETTINGS, type TSettings } from './settings-defaults.ts';
import { settingsIssuesOf, type TSettingsIssue } from './settings-schema.ts';

/**
 * Editing the stored settings from the staff console (docs/settings-and-gates.md, "Editing from
 * the console"): a supervisor replaces one scope's stored JSON, and sets feature flags.
 */

export const SETTINGS_SCOPES = ['public', 'private'] as const;
export type TSettingsScope = (typeof SETTINGS_SCOPES)[number];

/** The refusal of a scope whose merged result the portal could not read: 400 with `errors` by path and `issues`. */
export const SETTINGS_INVALID = 'settings_invalid';

/**
 * How large a scope's JSON may be. Settings are a few kilobytes; the bounds keep a pasted mistake
 * (or a hostile body) from reaching the merge and the database: depth, because the merge and
 * PostgreSQL's jsonb recurse; the count of values, because every read merges them all.
 */
export const SETTINGS_LIMITS = { depth: 12, values: 5000, keyLength: 200, stringLength: 20_000 } as const;

/**
 * Why a JSON value may not be stored as settings, or undefined. Iterative, so a nesting deeper
 * than the bounds costs no stack; NUL is refused because PostgreSQL's jsonb cannot hold it.
 */
export function settingsDataProblem(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  let count = 0;
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    count += 1;
    if (count > SETTINGS_LIMITS.values) return 'settings_too_many_values';
    if (typeof current === 'string') {
      if (current.length > SETTINGS_LIMITS.stringLength) return 'settings_text_too_long';
      if (current.includes('\u0000')) return 'settings_text_invalid';
      continue;
    }
    if (typeof current === 'number' && !Number.isFinite(current)) return 'settings_text_invalid';
    if (typeof current !== 'object' || current === null) continue;
    if (depth > SETTINGS_LIMITS.depth) return 'settings_too_deep';
    const entries = Array.isArray(current) ? current.map((item) => ['', item] as const) : Object.entries(current);
    for (const [key, item] of entries) {
      if (key.length > SETTINGS_LIMITS.keyLength || key.includes('\u0000')) return 'settings_text_invalid';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A scope's stored JSON as it may be sent: an object (never a list or a value) within SETTINGS_LIMITS. */
export const ZSettingsDataSchema = z.record(z.string(), z.unknown(), { error: 'settings_not_an_object' }).superRefine((data, ctx) => {
  const problem = settingsDataProblem(data);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ZSettingsScopeParamsSchema = z.object({ scope: z.enum(SETTINGS_SCOPES) });
export const ZSettingsScopeBodySchema = z.strictObject({ data: ZSettingsDataSchema });
export type TSettingsScopeBody = z.infer<typeof ZSettingsScopeBodySchema>;

/** A feature flag's name: what SETTINGS_FILE and the gates write (`crm.case`, `coupons.coupon`). */
export const ZFeatureFlagNameSchema = z
  .string()
  .min(1, 'required_field')
  .max(128, 'field_too_long')
  .regex(/^[a-z0-9._-]+$/, 'staff_settings_flag_name_invalid');
export const ZFeatureFlagParamsSchema = z.object({ name: ZFeatureFlagNameSchema });
export const ZFeatureFlagBodySchema = z.strictObject({ enabled: z.boolean() });
export type TFeatureFlagBody = z.infer<typeof ZFeatureFlagBodySchema>;

const ZStoredScopeSchema = z.record(z.string(), z.unknown());

/** What the console reads and each change answers: the stored scopes, the built-in defaults, the flags. */
export const ZStaffSettingsSchema = z.object({
  public: ZStoredScopeSchema,
  private: ZStoredScopeSchema,
  defaults: ZStoredScopeSchema,
  flags: z.record(z.string(), z.boolean()),
});
export type TStaffSettings = z.infer<typeof ZStaffSettingsSchema>;

export const ZSettingsIssueSchema = z.object({ path: z.string(), problem: z.string() });

export interface TSettingsEditCheck {
  /** What anyone reads: defaults and public settings. */
  public: TSettings;
  /** What a signed-in customer's pages and the API read: defaults, public and private settings. */
  private: TSettings;
  /** Empty when the portal can read both. */
  issues: TSettingsIssue[];
}

/**
 * The settings the portal will read once `next` replaces the stored `scope`, and what is wrong with
 * them. Both readings are checked, the public one and the private one, whichever scope changes: a
 * public key is read through the private settings too, and a private key may repair or break one.
 * The console previews with it and the API refuses with it, so both say the same.
 */
export function checkSettingsEdit(
  scope: TSettingsScope,
  stored: Readonly<Record<TSettingsScope, TSettingsPatch>>,
  next: TSettingsPatch,
): TSettingsEditCheck {
  const scopes = { ...stored, [scope]: next };
  const publicView = mergeSettings(DEFAULT_SETTINGS, scopes.public);
  const privateView = mergeSettings(DEFAULT_SETTINGS, scopes.public, scopes.private);
  const seen = new Set<string>();
  const issues = [...settingsIssuesOf(publicView), ...settingsIssuesOf(privateView)].filter((issue) => {
    const key = `${issue.path}\u0000${issue.problem}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { public: publicView, private: privateView, issues };
}

/** The issues as the API's field errors: `{ "features.signup": ["settings_boolean"] }`. */
export function settingsFieldErrors(issues: readonly TSettingsIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const list = errors[issue.path] ?? [];
    list.push(`settings_${issue.problem}`);
    errors[issue.path] = list;
  }
  return errors;
}
