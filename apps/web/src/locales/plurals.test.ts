import { LANGUAGES } from '@portal/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

// Every catalogue part of every language.
const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

/** Placeholders that count things ("up to {{max}} files"): the noun agrees with the number. */
const COUNTS = /{{\s*(count|max|min|days|hours|minutes|months)\s*}}/;

/** Counts that name no counted noun: "1–10 of {{count}}". */
const NOT_COUNTED = new Set(['pagination_displayed_rows']);

const catalogue = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(files)
      .filter(([path]) => path.split('/')[1] === language)
      .map(([, messages]) => messages),
  );

describe('messages that count', () => {
  it.each(LANGUAGES)('are plural pairs (_one and _other) in %s', (language) => {
    const single = Object.entries(catalogue(language))
      .filter(([key, text]) => COUNTS.test(text) && !/_(zero|one|two|few|many|other)$/.test(key) && !NOT_COUNTED.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(single).toEqual([]);
  });

  it('agree with one and with many in each language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: catalogue(language) }])),
      lng: 'ca-ES',
      interpolation: { escapeValue: false },
    });
    const hint = (lng: string, count: number) => i18n.t('files_hint', { lng, max: count, count, mb: 15 });
    expect(hint('ca-ES', 1)).toContain('fins a 1 fitxer de');
    expect(hint('ca-ES', 6)).toContain('fins a 6 fitxers de');
    expect(hint('es-ES', 1)).toContain('hasta 1 archivo de');
    expect(hint('gl-ES', 1)).toContain('ata 1 ficheiro de');
    expect(hint('en-US', 1)).toContain('up to 1 file of');
    expect(hint('fr-FR', 1)).toContain("jusqu'à 1 fichier de");
    expect(hint('de-DE', 1)).toContain('bis zu 1 Datei mit');
    expect(i18n.t('files_too_many', { lng: 'ca-ES', max: 1, count: 1 })).toBe('Es pot adjuntar 1 fitxer com a màxim.');
    expect(i18n.t('change_password_too_short', { lng: 'es-ES', min: 12, count: 12 })).toBe(
      'La contraseña debe tener al menos 12 caracteres.',
    );
  });
});
