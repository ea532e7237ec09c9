import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { SIGNUP_TEXTS } from './index.ts';

const ONE_HOUR = {
  'ca-ES': '1 hora.',
  'es-ES': '1 hora.',
  'gl-ES': '1 hora.',
  'en-US': '1 hour.',
  'fr-FR': '1 heure.',
  'de-DE': '1 Stunde lang.',
};

describe("sign-up's link lifetime", () => {
  it.each(LANGUAGES)('agrees with one hour and with many in %s', (language) => {
    const words = SIGNUP_TEXTS[language];
    expect(words.activationMail.validity(1)).toContain(ONE_HOUR[language]);
    expect(words.mailed('a@b.example', 1)).toContain(ONE_HOUR[language]);
    expect(words.activationMail.validity(24)).toMatch(/24 (hores|horas|hours|heures|Stunden)/);
  });
});

describe("the activation mail's subject", () => {
  it('elides Catalan "de" before a name that starts with a vowel', () => {
    expect(SIGNUP_TEXTS['ca-ES'].activationMail.subject('Energia Demo')).toBe("Activa el teu compte d'Energia Demo");
    expect(SIGNUP_TEXTS['ca-ES'].activationMail.subject('Llum Verda')).toBe('Activa el teu compte de Llum Verda');
  });
});
