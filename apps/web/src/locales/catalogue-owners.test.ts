import { describe, expect, it } from 'vitest';

// Words beside their feature: a feature's code takes its words from its own part
// (locales/<lang>/<feature>.json) or from the two shared ones; shared/ only from the shared
// ones. app/ composes pages from several features and may use any part.
const SHARED_PARTS = ['translation', 'shared'];
const catalogues = import.meta.glob<Record<string, string>>('./en-US/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../features/**/*.{ts,tsx}', '../shared/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const partOf = new Map<string, string>();
for (const [path, messages] of Object.entries(catalogues)) {
  const part = path.slice('./en-US/'.length, -'.json'.length);
  for (const key of Object.keys(messages)) partOf.set(key, part);
}
const FEATURES = [
  ...new Set(
    Object.keys(sources)
      .filter((path) => path.startsWith('../features/'))
      .map((path) => path.split('/')[2]!),
  ),
];

/** The room a source file is in: its feature, or `shared`. */
const roomOf = (path: string) => (path.startsWith('../features/') ? path.split('/')[2]! : 'shared');

/**
 * The keys a file names: every quoted literal that is a key, and for a key built in a template
 * (`tariff_options_title_${kind}`) the keys its prefix starts, of which one must be allowed.
 */
export function misplacedKeys(source: string, room: string, parts: ReadonlyMap<string, string>): string[] {
  const allowed = (key: string) => {
    const part = parts.get(key);
    return part === undefined || part === room || SHARED_PARTS.includes(part);
  };
  const literals = [...source.matchAll(/['"`]([a-z][a-z0-9_]*)['"`]/g)].map((match) => match[1]!);
  const misplaced = literals.filter((key) => !allowed(key));
  for (const [, prefix] of source.matchAll(/`([a-z][a-z0-9_]*_)\$\{/g)) {
    const keys = [...parts.keys()].filter((key) => key.startsWith(prefix!));
    if (keys.length > 0 && !keys.some(allowed)) misplaced.push(`${prefix}…`);
  }
  return [...new Set(misplaced)].map(
    (key) => `${key} (${parts.get(key) ?? [...parts].find(([k]) => k.startsWith(key.slice(0, -1)))?.[1]})`,
  );
}

describe('catalogue parts and their owners', () => {
  it('name each part after a feature, or are one of the shared parts', () => {
    for (const part of new Set(partOf.values())) expect([...FEATURES, ...SHARED_PARTS], part).toContain(part);
  });

  it.each(Object.keys(sources))('%s uses only its own part and the shared ones', (path) => {
    expect(misplacedKeys(sources[path]!, roomOf(path), partOf)).toEqual([]);
  });

  it('catches a feature that uses another feature’s words', () => {
    const parts = new Map([
      ['consumption_title', 'consumption'],
      ['contract_status', 'contracts'],
      ['tariff_options_title_happy_day', 'tariff-options'],
      ['try_again', 'shared'],
    ]);
    expect(misplacedKeys("t('consumption_title'); t('try_again')", 'consumption', parts)).toEqual([]);
    expect(misplacedKeys("t('contract_status')", 'consumption', parts)).toEqual(['contract_status (contracts)']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, as a component writes it.
    expect(misplacedKeys('t(`tariff_options_title_${kind}`)', 'consumption', parts)).toEqual(['tariff_options_title_… (tariff-options)']);
  });
});
