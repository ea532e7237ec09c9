import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MAX } from '../auth/password-length.ts';
import { ZComparatorOffersStrictSchema, ZComparatorProductsUrlSchema } from '../comparator/comparator-settings.ts';
import { ZContractingConfigSchema } from '../contracting/wizard-config.ts';
import { CONTRACTING_TYPES } from '../contracting/wizard-steps.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { PAYMENT_PLATFORMS } from '../payments/payment-platforms.ts';
import { MAX_HEADER_LINKS, MAX_SIDEBAR_GROUPS, ZHeaderLinkSchema, ZSidebarGroupSchema } from '../shell/menu-layout.ts';
import { DEFAULT_SETTINGS } from './settings-defaults.ts';

/**
 * The settings as the portal reads them (docs/settings-and-gates.md, "The settings' schema"):
 * what a supervisor saves in the console is checked against it before it is stored.
 *
 * Derived from DEFAULT_SETTINGS, so a key added there is checked from then on with the type of its
 * default: a boolean, a number, a string, a list of strings, an object of such keys. Where a
 * default says too little (a date, a language, a bound), OVERRIDES says more, and the parts that
 * have readers of their own (the comparator, the menus, the wizards' rules, the password's
 * minimum) are checked with those readers' own schemas and limits. Objects are loose: a key the
 * portal does not read is the retailer's own and is kept; a key it reads must have its type.
 *
 * Each rule's error is one of SETTINGS_PROBLEMS, which the console says in words.
 */

export const SETTINGS_PROBLEMS = [
  'boolean',
  'number',
  'integer',
  'string',
  'list',
  'object',
  'date_time',
  'language',
  'choice',
  'too_small',
  'too_big',
  'web_address',
  'invalid',
] as const;
export type TSettingsProblem = (typeof SETTINGS_PROBLEMS)[number];

const int = (min: number, max: number) =>
  z.number({ error: 'number' }).int({ error: 'integer' }).min(min, { error: 'too_small' }).max(max, { error: 'too_big' });
const fraction = () => z.number({ error: 'number' }).min(0, { error: 'too_small' }).max(1, { error: 'too_big' });
const dateTimeOrNull = () => z.iso.datetime({ offset: true, error: 'date_time' }).nullable();
const language = () => z.enum(LANGUAGES, { error: 'language' });
const languages = () => z.array(language(), { error: 'list' }).min(1, { error: 'too_small' });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'choice' });

/** Bytes: at least one, at most what an int4 column of the portal holds. */
const bytes = () => int(1, 2_147_483_647);
const itemsPerPage = () => int(1, 1000);

type TOverride = z.ZodType | { readonly [key: string]: TOverride };

/**
 * What the defaults cannot say. A key here that DEFAULT_SETTINGS lacks (sidebar, header, the
 * comparator's offers) is optional, null included: the portal works without it.
 */
const OVERRIDES: { readonly [key: string]: TOverride } = {
  features: { displayTypes: z.array(oneOf(['electricity', 'gas', 'multipoint']), { error: 'list' }) },
  invoices: { itemsPerPage: itemsPerPage() },
  contracts: { itemsPerPage: itemsPerPage() },
  contractation: {
    defaultType: oneOf(CONTRACTING_TYPES),
    // The wizards' switches (contracting/wizard-config.ts), each optional: a missing one keeps its default.
    rules: ZContractingConfigSchema.partial(),
  },
  language: { default: language(), partner: languages(), enabled: languages() },
  fileUploadSizeLimit: bytes(),
  attachmentQuotaBytes: bytes(),
  // passwordMinLength brings a stored value back within these bounds; written here, it must be within them.
  password: { minLength: int(PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_MAX) },
  payment: { provider: oneOf(PAYMENT_PLATFORMS) },
  maintenance: { start: dateTimeOrNull(), end: dateTimeOrNull() },
  comparator: {
    calculationMode: z.string({ error: 'string' }),
    productsUrl: ZComparatorProductsUrlSchema,
    offers: ZComparatorOffersStrictSchema,
  },
  sidebar: { groups: z.array(ZSidebarGroupSchema, { error: 'list' }).max(MAX_SIDEBAR_GROUPS, { error: 'too_big' }) },
  header: { links: z.array(ZHeaderLinkSchema, { error: 'list' }).max(MAX_HEADER_LINKS, { error: 'too_big' }) },
  sentry: { sampleRate: fraction(), replaysSessionSampleRate: fraction() },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema of one key: its override, else the type of its default. */
function schemaOf(fallback: unknown, override: TOverride | undefined): z.ZodType {
  if (override instanceof z.ZodType) return override;
  if (isPlainObject(fallback) || override !== undefined) {
    const defaults = isPlainObject(fallback) ? fallback : {};
    const overrides = (override ?? {}) as { readonly [key: string]: TOverride };
    const shape: Record<string, z.ZodType> = {};
    for (const [key, value] of Object.entries(defaults)) shape[key] = schemaOf(value, overrides[key]);
    for (const [key, value] of Object.entries(overrides)) {
      // null, like absent, is "not set" to each of their readers.
      if (!(key in defaults)) shape[key] = schemaOf(undefined, value).nullish();
    }
    return z.looseObject(shape, { error: 'object' });
  }
  if (typeof fallback === 'boolean') return z.boolean({ error: 'boolean' });
  if (typeof fallback === 'number') return z.number({ error: 'number' });
  if (typeof fallback === 'string') return z.string({ error: 'string' });
  if (Array.isArray(fallback)) return z.array(z.string({ error: 'string' }), { error: 'list' });
  return z.unknown();
}

/** The merged settings the portal reads (defaults, then the stored scopes): every known key with its type. */
export const ZSettingsSchema = schemaOf(DEFAULT_SETTINGS, OVERRIDES);

/** One thing wrong with the settings: where (dotted path, `(root)` for the whole) and what. */
export interface TSettingsIssue {
  path: string;
  problem: TSettingsProblem;
}

const PROBLEMS = new Set<string>(SETTINGS_PROBLEMS);
const EXPECTED: Record<string, TSettingsProblem> = {
  boolean: 'boolean',
  number: 'number',
  int: 'integer',
  string: 'string',
  array: 'list',
  object: 'object',
  record: 'object',
};

/** A zod issue as one of SETTINGS_PROBLEMS: our own rules name it; the readers' schemas get it from the issue's kind. */
export function settingsProblemOf(issue: z.core.$ZodIssue): TSettingsProblem {
  if (PROBLEMS.has(issue.message)) return issue.message as TSettingsProblem;
  if (issue.message === 'not_a_web_address') return 'web_address';
  switch (issue.code) {
    case 'invalid_type':
      return EXPECTED[issue.expected] ?? 'invalid';
    case 'invalid_value':
      return 'choice';
    case 'too_small':
      return 'too_small';
    case 'too_big':
      return 'too_big';
    default:
      return 'invalid';
  }
}

/** The issues of a merged settings object, one per path and problem, in the order found. */
export function settingsIssuesOf(settings: unknown): TSettingsIssue[] {
  const parsed = ZSettingsSchema.safeParse(settings);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const issues: TSettingsIssue[] = [];
  for (const issue of parsed.error.issues) {
    const found = { path: issue.path.map(String).join('.') || '(root)', problem: settingsProblemOf(issue) };
    const key = `${found.path}\u0000${found.problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(found);
  }
  return issues;
}
