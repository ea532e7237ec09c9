import { describe, expect, it } from 'vitest';
import { catalanDe } from './catalan-de.ts';

describe('Catalan "de" before a name', () => {
  it('elides before a vowel or a mute h and a vowel', () => {
    expect(catalanDe('Energia Demo')).toBe("d'Energia Demo");
    expect(catalanDe('abril de 2025')).toBe("d'abril de 2025");
    expect(catalanDe('octubre')).toBe("d'octubre");
    expect(catalanDe('Hospitalet Energia')).toBe("d'Hospitalet Energia");
    expect(catalanDe('Úbeda')).toBe("d'Úbeda");
  });

  it('keeps "de" before a consonant, a semivowel, a digit or a symbol', () => {
    expect(catalanDe('Bateria Girona')).toBe('de Bateria Girona');
    expect(catalanDe('Huelva Llum')).toBe('de Huelva Llum');
    expect(catalanDe('iogurt')).toBe('de iogurt');
    expect(catalanDe('2025')).toBe('de 2025');
    expect(catalanDe('+Energia')).toBe('de +Energia');
  });
});
