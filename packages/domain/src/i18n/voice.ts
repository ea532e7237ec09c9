import type { TLanguage } from './languages.ts';

/**
 * The form of address of each language (docs/decisions.md, "Voice"): Catalan, Spanish and
 * Galician speak to the customer informally (tu, tú, ti), French with "vous", German with "Sie",
 * English with "you". These are the words that betray the other form: a text that holds one
 * speaks in the wrong voice. Not a grammar: a list of the forms the portal's texts once used and
 * the pronouns and possessives that cannot be read otherwise; a new slip of another kind is added
 * here when it is found. Read by the tests over the web catalogues and the API's words.
 */

/** A word as a whole word: no letter (of any script) right before or after it. */
const word = (alternatives: readonly string[]) => new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])`, 'iu');

/** Catalan words ending in -eu or -iu that are not a verb of "vosaltres"/"vós". */
const CATALAN_EU_IU_WORDS = [
  'meu',
  'teu',
  'seu',
  'correu',
  'escriu',
  'descriu',
  'inscriu',
  'subscriu',
  'treu',
  'beu',
  'deu',
  'neu',
  'viu',
  'preu',
  'breu',
  'creu',
  'peu',
  'veu',
  'déu',
  'adéu',
  'europeu',
  'museu',
  'riu',
  'niu',
  'diu',
  'actiu',
  'inactiu',
  'arxiu',
  'estiu',
  'motiu',
  'objectiu',
  'definitiu',
  'positiu',
  'negatiu',
  'relatiu',
  'dispositiu',
  'informatiu',
  'massiu',
  'productiu',
  'administratiu',
  'executiu',
  'esportiu',
  'festiu',
  'festius',
  'cautiu',
  'nadiu',
  'caliu',
];

const FORMAL: Partial<Record<TLanguage, readonly RegExp[]>> = {
  'ca-ES': [
    word(['vostè', 'vostès', 'vós', 'vostre', 'vostra', 'vostres', 'us']),
    // A verb of the second person plural ("podeu", "trieu", "introduïu", "torneu-hi"), or a
    // clitic of it ("donar-vos", "poseu-vos").
    new RegExp(`(?<![\\p{L}])(?!(?:${CATALAN_EU_IU_WORDS.join('|')})(?![\\p{L}]))\\p{L}+(?:eu|iu|ïu)(?![\\p{L}])`, 'iu'),
    /\p{L}-vos(?![\p{L}])/iu,
    // The imperatives of "vostè".
    word(['introdueixi', 'consulti', 'esculli', 'seleccioni', 'cliqui', 'revisi', 'comprovi', 'escrigui', 'premi']),
  ],
  'es-ES': [
    word(['usted', 'ustedes', 'suyo', 'suya', 'suyos', 'suyas']),
    word([
      'elija',
      'revise',
      'consulte',
      'introduzca',
      'escriba',
      'escríbanos',
      'explíquenos',
      'indíquenos',
      'cuéntenos',
      'compruebe',
      'espere',
      'vuelva',
      'abra',
      'inicie',
      'repita',
      'marque',
      'contrate',
      'copie',
      'indíquelo',
      'póngase',
      'dese',
      'responda',
      'inténtelo',
      'seleccione',
      'pulse',
      'haga',
      'utilice',
      'acceda',
      'descargue',
      'mire',
      'solicite',
    ]),
    word(['le (?:damos|enviamos|enviaremos|responderemos|hemos|pedimos|pide)', 'darle', 'debe aceptar']),
    // "su"/"sus" with what only the customer has; "su" of a third party ("sus excedentes") stays.
    word([
      'su (?:cuenta|contraseña|correo|nif|solicitud|respuesta|consulta|navegador|dirección|usuario|firma)',
      'sus (?:datos|contratos|facturas|solicitudes|reclamaciones|números)',
    ]),
  ],
  'gl-ES': [
    word(['vostede', 'vostedes']),
    word([
      'escolla',
      'revise',
      'consulte',
      'introduza',
      'escriba',
      'escríbanos',
      'explíquenos',
      'indíquenos',
      'comprobe',
      'agarde',
      'volva',
      'abra',
      'inicie',
      'repita',
      'marque',
      'contrate',
      'copie',
      'indíqueo',
      'póñase',
      'déase',
      'responda',
      'ténteo',
      'seleccione',
      'prema',
      'faga',
      'utilice',
      'acceda',
      'descargue',
      'mire',
      'solicite',
    ]),
    // "We … you" with the formal clitic ("enviámoslle", "dámoslle"), "darlle", "debe aceptar".
    /\p{L}+moslle(?![\p{L}])/iu,
    word(['darlle', 'debe aceptar']),
    word([
      'súa (?:conta|solicitude|resposta|consulta|sinatura)',
      'súas (?:facturas|solicitudes|reclamacións)',
      'seu (?:nif|correo|navegador|enderezo|usuario|contrasinal)',
      'seus (?:datos|contratos|números)',
    ]),
  ],
  'fr-FR': [word(['tu', 'toi', 'ton', 'ta', 'tes', 'te']), /(?<![\p{L}])t['’]\p{L}/iu],
  'de-DE': [word(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines'])],
};

/** The first word of `text` that belongs to the other form of address of `language`, if any. */
export function wrongFormOfAddress(language: TLanguage, text: string): string | undefined {
  for (const pattern of FORMAL[language] ?? []) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return undefined;
}
