/**
 * INE and its Callejero file names with the article moved to the end so that lists sort by
 * the significant word: "Coruña, A" (municipality register), "CORUÑA (A)" (Callejero). People
 * write "A Coruña", so the lookups put the article back in front. Only real articles move:
 * "Cruïlles, Monells i Sant Sadurní de l'Heura" is a list of places, not an inversion.
 */
const ARTICLES = ['el', 'la', 'los', 'las', "l'", 'les', 'els', 'es', 'sa', 'ses', 'a', 'o', 'as', 'os'];
// INE inverts "Illes Balears" the same way ("Balears, Illes").
const PREFIXES = [...ARTICLES, 'illes'];
const ARTICLE = `(${PREFIXES.join('|')})`;

// "Gineta, La", "Fondó de les Neus, el/Hondón de las Nieves" (the article belongs to the first name).
const COMMA_FORM = new RegExp(`^([^,/]+), ${ARTICLE}(/.*)?$`, 'i');
// "GINETA (LA)", "ALFAS DEL PI (L')"; a name cut at 25 characters ("... (LAS") is left alone.
const PARENTHESIS_FORM = new RegExp(`^(.+) \\(${ARTICLE}\\)$`, 'i');

const join = (article: string, name: string) => (article.endsWith("'") ? `${article}${name}` : `${article} ${name}`);

export function articleFirst(name: string): string {
  const comma = COMMA_FORM.exec(name);
  if (comma) return join(comma[2]!, comma[1]!) + (comma[3] ?? '');
  const parenthesis = PARENTHESIS_FORM.exec(name);
  if (parenthesis) return join(parenthesis[2]!, parenthesis[1]!);
  return name;
}
