/**
 * Locality names as people write them. INE's Callejero writes localities in capitals
 * ("GIRONA", "SANT JOAN DE LES ABADESSES"), while the municipality register, the seeded
 * addresses and every address a customer reads are written "Girona" (in INE's capitals a new address
 * read "CL Major 5, 17002 GIRONA (17)" beside "CL Nou 14 2, 17001 Girona").
 */

// Articles, prepositions and conjunctions of Spanish, Catalan, Galician and Basque place names,
// written in lower case inside a name ("Sant Joan de les Abadesses", "Vilanova i la Geltrú").
const SMALL_WORDS = new Set([
  'de',
  'del',
  'dels',
  'la',
  'las',
  'los',
  'el',
  'els',
  'les',
  'i',
  'y',
  'e',
  'da',
  'do',
  'das',
  'dos',
  'en',
  'sa',
  'ses',
  'es',
  'a',
  'o',
  'as',
  'os',
]);
const ELIDED = /^([dl])['’](.+)$/u;

const capital = (word: string) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1);

/** "SANT JOAN DE LES ABADESSES" → "Sant Joan de les Abadesses"; a name already in mixed case is kept. */
export function placeName(name: string): string {
  if (name !== name.toLocaleUpperCase('es')) return name;
  let first = true;
  return name
    .toLocaleLowerCase('es')
    .split(/([\s/()-]+)/u)
    .map((part) => {
      if (part === '' || /^[\s/()-]+$/u.test(part)) {
        // Each name of a bilingual pair ("HIJONA/IXONA") starts with a capital.
        if (part.includes('/') || part.includes('(')) first = true;
        return part;
      }
      const elided = ELIDED.exec(part);
      const word = elided
        ? `${first ? elided[1]!.toLocaleUpperCase('es') : elided[1]}'${capital(elided[2]!)}`
        : !first && SMALL_WORDS.has(part)
          ? part
          : capital(part);
      first = false;
      return word;
    })
    .join('');
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * The locality as shown and stored: the municipality's own name when the locality is the
 * municipality (the register has its accents: "A CORUÑA" → "A Coruña"), else the locality
 * written as a name.
 */
export function localityName(locality: string, municipality: string): string {
  return collator.compare(locality, municipality) === 0 ? municipality : placeName(locality);
}
