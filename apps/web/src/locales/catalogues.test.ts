import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';

// Every catalogue part (translation, shared, contracts…) of every language.
const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });
const PARTS = [...new Set(Object.keys(files).map((path) => path.split('/')[2]!.replace('.json', '')))].sort();
const catalogue = (language: string, part: string) => files[`./${language}/${part}.json`] ?? {};
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have the two shared parts and one part named after each feature that has words', () => {
    expect(PARTS).toEqual([
      'auth',
      'communications',
      'comparator',
      'consumption',
      'contract-changes',
      'contracting',
      'contracts',
      'customer-service',
      'home',
      'invoices',
      'newsletters',
      'overview',
      'password-reset',
      'power-calculator',
      'price-alerts',
      'profile',
      'requests',
      'shared',
      'signatures',
      'signup',
      'staff-console',
      'tariff-options',
      'trail',
      'translation',
      'virtual-batteries',
    ]);
  });

  it('exist for all six languages in every part', () => {
    for (const language of LANGUAGES)
      for (const part of PARTS) expect(files[`./${language}/${part}.json`], `${language} ${part}`).toBeDefined();
  });

  describe.each(PARTS)('part %s', (part) => {
    const english = catalogue('en-US', part);
    const keys = Object.keys(english).sort();

    it.each(LANGUAGES)('%s has exactly the same keys as en-US and no empty value', (language) => {
      const messages = catalogue(language, part);
      expect(Object.keys(messages).sort()).toEqual(keys);
      for (const [key, value] of Object.entries(messages)) {
        expect(typeof value, key).toBe('string');
        expect(value.trim(), key).not.toBe('');
      }
    });

    it('uses flat snake_case keys', () => {
      for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
    });

    it('keeps the same interpolations in every language', () => {
      for (const language of LANGUAGES) {
        const messages = catalogue(language, part);
        for (const key of keys) expect(placeholders(messages[key] ?? ''), `${language} ${key}`).toEqual(placeholders(english[key] ?? ''));
      }
    });
  });

  it('never defines a key in two parts (they merge into one namespace)', () => {
    const seen = new Map<string, string>();
    for (const part of PARTS) {
      for (const key of Object.keys(catalogue('en-US', part))) {
        expect(seen.get(key), `${key} in ${part}`).toBeUndefined();
        seen.set(key, part);
      }
    }
  });
});
