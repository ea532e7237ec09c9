import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { availableLanguages, initialLanguage } from './languages.ts';

const only = (enabled: string[], fallback = 'es-ES') => mergeSettings(DEFAULT_SETTINGS, { language: { enabled, default: fallback } });

describe('languages', () => {
  it('offers the enabled languages plus ca-ES and es-ES, in the selector order', () => {
    expect(availableLanguages(only(['fr-FR']))).toEqual(['ca-ES', 'es-ES', 'fr-FR']);
    expect(availableLanguages(DEFAULT_SETTINGS)).toHaveLength(6);
  });

  it('starts in the lang cookie, else the configured default, else ca-ES', () => {
    expect(initialLanguage('fr-FR', only(['fr-FR']))).toBe('fr-FR');
    expect(initialLanguage(undefined, only(['fr-FR']))).toBe('es-ES');
    expect(initialLanguage('de-DE', only(['fr-FR']))).toBe('es-ES');
    expect(initialLanguage('xx', only([], 'nope'))).toBe('ca-ES');
  });
});
