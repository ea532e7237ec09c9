import { LANGUAGES } from '@portal/domain';
import { wrongFormOfAddress } from '@portal/domain/i18n/voice';
import { describe, expect, it } from 'vitest';

// Every catalogue part of every language.
const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

/**
 * Texts where a word of the other form is right: it speaks of or to someone else than the
 * customer. `language part.key` → the word the test would otherwise report.
 */
const ALLOWED: Record<string, string> = {
  // "escolla" is the noun here (my choice), not the formal imperative.
  'gl-ES translation.cookie_save': 'escolla',
};

describe('the voice of each language (docs/decisions.md, "Voice")', () => {
  it.each(LANGUAGES)('every %s text keeps its one form of address', (language) => {
    const slips: string[] = [];
    for (const [path, messages] of Object.entries(files)) {
      const [, lang, file] = path.split('/');
      if (lang !== language) continue;
      const part = file!.replace('.json', '');
      for (const [key, text] of Object.entries(messages)) {
        const found = wrongFormOfAddress(language, text);
        const id = `${language} ${part}.${key}`;
        if (found && ALLOWED[id] !== found) slips.push(`${id} («${found}»): ${text}`);
      }
    }
    expect(slips).toEqual([]);
  });

  it('finds the other form in the words the portal once wrote', () => {
    expect(wrongFormOfAddress('ca-ES', 'Encara no heu enviat cap sol·licitud.')).toBe('heu');
    expect(wrongFormOfAddress('ca-ES', 'Per activar el compte, obriu l’enllaç i doneu-vos d’alta.')).toBe('obriu');
    expect(wrongFormOfAddress('ca-ES', 'Consulta el teu correu i el preu actiu.')).toBeUndefined();
    expect(wrongFormOfAddress('es-ES', 'Elija la contraseña de su cuenta.')).toBe('Elija');
    expect(wrongFormOfAddress('es-ES', 'Este contrato es el origen de la batería: sus excedentes la llenan.')).toBeUndefined();
    expect(wrongFormOfAddress('gl-ES', 'Recibimos a súa solicitude.')).toBe('súa solicitude');
    expect(wrongFormOfAddress('gl-ES', 'Enviarémoslle unha ligazón.')).toBe('Enviarémoslle');
    expect(wrongFormOfAddress('fr-FR', 'Ton mot de passe a été changé.')).toBe('Ton');
    expect(wrongFormOfAddress('fr-FR', 'Votre mot de passe a été changé.')).toBeUndefined();
    expect(wrongFormOfAddress('de-DE', 'Dein Passwort wurde geändert.')).toBe('Dein');
    expect(wrongFormOfAddress('de-DE', 'Ihr Passwort wurde geändert.')).toBeUndefined();
  });
});
