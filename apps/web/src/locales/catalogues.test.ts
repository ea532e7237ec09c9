import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<Record<string, string>>('./*/translation.json', { eager: true, import: 'default' });

describe('message catalogues', () => {
  const english = catalogues['./en-US/translation.json'] ?? {};
  const keys = Object.keys(english).sort();

  it('exist for all six languages', () => {
    for (const language of LANGUAGES) expect(catalogues[`./${language}/translation.json`]).toBeDefined();
  });

  it.each(LANGUAGES)('%s has exactly the same keys as en-US and no empty value', (language) => {
    const catalogue = catalogues[`./${language}/translation.json`] ?? {};
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const [key, value] of Object.entries(catalogue)) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('uses flat snake_case keys', () => {
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('keeps the same interpolations in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const language of LANGUAGES) {
      const catalogue = catalogues[`./${language}/translation.json`] ?? {};
      for (const key of keys) expect(placeholders(catalogue[key] ?? ''), `${language} ${key}`).toEqual(placeholders(english[key] ?? ''));
    }
  });
});
