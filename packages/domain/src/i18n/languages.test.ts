import { describe, expect, it } from 'vitest';
import { normaliseLanguage } from './languages.ts';

describe('normaliseLanguage', () => {
  it('reads tags and Accept-Language headers', () => {
    expect(normaliseLanguage('es')).toBe('es-ES');
    expect(normaliseLanguage('fr-CA,fr;q=0.9')).toBe('fr-FR');
    expect(normaliseLanguage('en_US')).toBe('en-US');
    expect(normaliseLanguage('ja-JP, de;q=0.5')).toBe('de-DE');
    expect(normaliseLanguage(undefined)).toBe('ca-ES');
    expect(normaliseLanguage('xx', 'es-ES')).toBe('es-ES');
  });
});
