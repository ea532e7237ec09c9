/**
 * A vowel (or h and a vowel) that makes Catalan "de" elide; i and u before another vowel are
 * semivowels and keep it ("de Huelva", "de iode").
 */
const ELIDES = /^h?(?:[aeoàèéòó]|[iíïuúü](?![aeiouàèéíòóú]))/iu;

/**
 * Catalan "de" before a name that the text does not know: "l'equip d'Energia Demo", "de
 * Bateria Girona", "d'abril de 2025". A name that starts with a digit or a symbol keeps "de".
 */
export function catalanDe(name: string): string {
  return ELIDES.test(name) ? `d'${name}` : `de ${name}`;
}
