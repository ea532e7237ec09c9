import { describe, expect, it } from 'vitest';
import { everyLanguage, isWritten, languagesWithErrors, shownText, textFields } from './content-texts.ts';

describe('content texts in forms', () => {
  it('holds every language, stored ones over blank ones', () => {
    const texts = everyLanguage({ name: '', html_block: '' }, { 'gl-ES': { name: 'Ola', html_block: '<p>Ola</p>' } });
    expect(Object.keys(texts)).toEqual(['ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE']);
    expect(texts['gl-ES']).toEqual({ name: 'Ola', html_block: '<p>Ola</p>' });
    expect(texts['ca-ES']).toEqual({ name: '', html_block: '' });
  });
  it('says which languages are written and which have errors', () => {
    expect(isWritten({ name: ' ', html_block: '' })).toBe(false);
    expect(isWritten({ name: '', html_block: '<p>x</p>' })).toBe(true);
    expect(languagesWithErrors({ 'fr-FR': { name: {} }, 'ca-ES': { html_block: {} } })).toEqual(['ca-ES', 'fr-FR']);
    expect(languagesWithErrors(undefined)).toEqual([]);
  });
  it('shows a list’s text in the console’s language, else the first written', () => {
    expect(shownText({ 'de-DE': 'Tarife', 'es-ES': 'Tarifas' }, 'ca-ES')).toBe('Tarifas');
    expect(shownText({ 'de-DE': 'Tarife' }, 'de-DE')).toBe('Tarife');
    expect(shownText({}, 'de-DE')).toBeUndefined();
  });
  it('names the texts’ fields as the API does', () => {
    expect(textFields(['name'])).toContain('texts.fr-FR.name');
  });
});
