import { describe, expect, it } from 'vitest';
import { addFeatureFormatters } from '../shared/i18n/feature-catalogues.ts';
import { i18n } from '../shared/i18n/i18n.ts';

const catalan = import.meta.glob<Record<string, string>>('./ca-ES/*.json', { eager: true, import: 'default' });

/** Placeholders that hold a name or a month, which may start with a vowel. */
const NAMES = ['organization', 'battery', 'month'];

describe('Catalan "de" before a name (d\'Energia Demo)', () => {
  it('is never written before a name the text does not know', () => {
    const written = Object.values(catalan)
      .flatMap((messages) => Object.entries(messages))
      .filter(([, text]) => NAMES.some((name) => new RegExp(`\\bde {{\\s*${name}\\s*}}`, 'i').test(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(written).toEqual([]);
  });

  it("is not needed by the login page's words, which load without the formatter", () => {
    const loginWords = Object.entries(catalan['./ca-ES/translation.json'] ?? {}).filter(([, text]) => /,\s*de\s*}}/.test(text));
    expect(loginWords).toEqual([]);
  });

  it('elides before a vowel through the catalogue', () => {
    addFeatureFormatters(i18n);
    for (const messages of Object.values(catalan)) i18n.addResourceBundle('ca-ES', 'translation', messages, true, true);
    const t = i18n.getFixedT('ca-ES');
    expect(t('login_intro', { organization: 'Energia Demo' })).toBe('Energia Demo: entra a la teva àrea de clients.');
    expect(t('help_intro', { organization: 'Energia Demo' })).toBe("Necessites ajuda? A Energia Demo t'ajudem.");
    expect(t('battery_move_title', { battery: 'Bateria Girona' })).toBe('Moure aquest contracte fora de Bateria Girona');
    expect(t('consumption_heatmap_summary', { month: 'abril de 2025' })).toBe("Consum de cada hora de cada dia d'abril de 2025.");
  });
});
