import type { TLanguage } from '../i18n/languages.ts';

/**
 * Every route of both specification documents, with its path in each language.
 * Catalan and Spanish paths are the spec's; English is the neutral template; Galician,
 * French and German are translations. The web mounts a page only for routes whose feature
 * is built, so a route here is not a promise that a page exists.
 */
export type TProtection = 'private' | 'public' | 'unprotected' | 'home';

export interface TRouteDefinition {
  readonly protection: TProtection;
  readonly paths: Readonly<Record<TLanguage, string>>;
  /** Rendered as the bare outlet, without the shell's chrome (header, menus, footer, help): §2.1's price alerts. */
  readonly bare?: true;
}

const same = (path: string): Record<TLanguage, string> => ({
  'ca-ES': path,
  'es-ES': path,
  'en-US': path,
  'gl-ES': path,
  'fr-FR': path,
  'de-DE': path,
});

const p = (ca: string, es: string, en: string, gl: string, fr: string, de: string): Record<TLanguage, string> => ({
  'ca-ES': ca,
  'es-ES': es,
  'en-US': en,
  'gl-ES': gl,
  'fr-FR': fr,
  'de-DE': de,
});

export const ROUTES = {
  home: { protection: 'home', paths: same('/') },
  login: { protection: 'public', paths: p('/acces', '/acceso', '/login', '/acceso', '/connexion', '/anmelden') },
  connect: { protection: 'private', paths: same('/connect') },
  loading: { protection: 'unprotected', paths: p('/carregant', '/cargando', '/loading', '/cargando', '/chargement', '/laden') },
  version: { protection: 'unprotected', paths: p('/versio', '/version', '/version', '/version', '/version', '/version') },
  profile: { protection: 'private', paths: p('/perfil', '/perfil', '/profile', '/perfil', '/profil', '/profil') },
  changePassword: {
    protection: 'private',
    paths: p(
      '/canvi-de-clau',
      '/cambio-de-clave',
      '/change-password',
      '/cambio-de-contrasinal',
      '/changer-mot-de-passe',
      '/passwort-aendern',
    ),
  },
  register: { protection: 'public', paths: p('/registre', '/registro', '/register', '/rexistro', '/inscription', '/registrierung') },
  activation: { protection: 'public', paths: p('/activacio', '/activacion', '/activation', '/activacion', '/activation', '/aktivierung') },
  resetPassword: {
    protection: 'public',
    paths: p(
      '/recordar-clau',
      '/recordar-clave',
      '/reset-password',
      '/lembrar-contrasinal',
      '/reinitialiser-mot-de-passe',
      '/passwort-zuruecksetzen',
    ),
  },
  // The mailed signing link's page (docs/signatures.md): anyone holding the link, signed in or not.
  sign: { protection: 'unprotected', paths: p('/signatura', '/firma', '/sign', '/sinatura', '/signature', '/unterschrift') },
  contracts: {
    protection: 'private',
    paths: p(
      '/contractes/:contractType',
      '/contratos/:contractType',
      '/contracts/:contractType',
      '/contratos/:contractType',
      '/contrats/:contractType',
      '/vertraege/:contractType',
    ),
  },
  contractDetail: {
    protection: 'private',
    paths: p(
      '/contractes/:contractType/:contractName',
      '/contratos/:contractType/:contractName',
      '/contracts/:contractType/:contractName',
      '/contratos/:contractType/:contractName',
      '/contrats/:contractType/:contractName',
      '/vertraege/:contractType/:contractName',
    ),
  },
  contractCommunications: {
    protection: 'private',
    paths: p(
      '/contractes/:contractType/:contractName/comunicacions',
      '/contratos/:contractType/:contractName/comunicaciones',
      '/contracts/:contractType/:contractName/communications',
      '/contratos/:contractType/:contractName/comunicacions',
      '/contrats/:contractType/:contractName/communications',
      '/vertraege/:contractType/:contractName/mitteilungen',
    ),
  },
  contractInvoices: {
    protection: 'private',
    paths: p(
      '/contractes/:contractType/:contractName/factures',
      '/contratos/:contractType/:contractName/facturas',
      '/contracts/:contractType/:contractName/invoices',
      '/contratos/:contractType/:contractName/facturas',
      '/contrats/:contractType/:contractName/factures',
      '/vertraege/:contractType/:contractName/rechnungen',
    ),
  },
  gasContractDetail: {
    protection: 'private',
    paths: p(
      '/contractes/gas/:contractName',
      '/contratos/gas/:contractName',
      '/contracts-gas/:contractName',
      '/contratos-gas/:contractName',
      '/contrats-gaz/:contractName',
      '/vertraege-gas/:contractName',
    ),
  },
  gasContractInvoices: {
    protection: 'private',
    paths: p(
      '/contractes/gas/:contractName/factures',
      '/contratos/gas/:contractName/facturas',
      '/contracts-gas/:contractName/invoices-gas',
      '/contratos-gas/:contractName/facturas-gas',
      '/contrats-gaz/:contractName/factures-gaz',
      '/vertraege-gas/:contractName/rechnungen-gas',
    ),
  },
  requests: { protection: 'private', paths: p('/solicituts', '/solicitudes', '/requests', '/solicitudes', '/demandes', '/anfragen') },
  requestCreate: {
    protection: 'private',
    paths: p('/solicituts/crear', '/solicitudes/crear', '/requests/create', '/solicitudes/crear', '/demandes/creer', '/anfragen/erstellen'),
  },
  requestDetail: {
    protection: 'private',
    paths: p('/solicituts/:id', '/solicitudes/:id', '/requests/:id', '/solicitudes/:id', '/demandes/:id', '/anfragen/:id'),
  },
  invoices: { protection: 'private', paths: p('/factures', '/facturas', '/invoices', '/facturas', '/factures', '/rechnungen') },
  invoicesAction: {
    protection: 'private',
    paths: p(
      '/factures/:action',
      '/facturas/:action',
      '/invoices/:action',
      '/facturas/:action',
      '/factures/:action',
      '/rechnungen/:action',
    ),
  },
  invoicesMultipoint: {
    protection: 'private',
    paths: p(
      '/invoices-multipoint',
      '/invoices-multipoint',
      '/invoices-multipoint',
      '/facturas-multipunto',
      '/factures-multipoint',
      '/rechnungen-mehrpunkt',
    ),
  },
  customerService: {
    protection: 'private',
    paths: p(
      '/atencio-al-client',
      '/atencion-al-cliente',
      '/customer-service',
      '/atencion-ao-cliente',
      '/service-client',
      '/kundenservice',
    ),
  },
  contact: { protection: 'public', paths: p('/contacte', '/contacto', '/contact', '/contacto', '/contact', '/kontakt') },
  claims: {
    protection: 'private',
    paths: p('/reclamacions', '/reclamaciones', '/claims', '/reclamacions', '/reclamations', '/reklamationen'),
  },
  dynamicPage: { protection: 'private', paths: same('/d/:routePath/:pageId') },
  priceAlerts: { protection: 'private', bare: true, paths: same('/omipComponent') },
  electricityContracting: {
    protection: 'unprotected',
    paths: p(
      '/nou-client-electricitat',
      '/nuevo-cliente-electricidad',
      '/new-customer-electricity',
      '/novo-cliente-electricidade',
      '/nouveau-client-electricite',
      '/neukunde-strom',
    ),
  },
  gasContracting: {
    protection: 'unprotected',
    paths: p('/nou-client-gas', '/nuevo-cliente-gas', '/new-customer-gas', '/novo-cliente-gas', '/nouveau-client-gaz', '/neukunde-gas'),
  },
  dualContracting: {
    protection: 'unprotected',
    paths: p(
      '/nou-client-dual',
      '/nuevo-cliente-dual',
      '/new-customer-dual',
      '/novo-cliente-dual',
      '/nouveau-client-dual',
      '/neukunde-dual',
    ),
  },
  powerCalculator: { protection: 'unprotected', paths: p('/potencia', '/potencia', '/power', '/potencia', '/puissance', '/leistung') },
  comparator: {
    protection: 'unprotected',
    paths: p('/comparador', '/comparador', '/comparator', '/comparador', '/comparateur', '/vergleich'),
  },
  gasComparator: {
    protection: 'unprotected',
    paths: p('/comparador-gas', '/comparador-gas', '/comparator-gas', '/comparador-gas', '/comparateur-gaz', '/vergleich-gas'),
  },
  newsletter: {
    protection: 'unprotected',
    paths: p('/butlleti', '/boletin', '/newsletter', '/boletin', '/lettre-information', '/newsletter'),
  },
  // The spec lists it without notes; its purpose: where a signed-in customer with
  // no contracts yet lands (what they can do now), so it is private.
  welcome: { protection: 'private', paths: p('/benvingut', '/bienvenido', '/welcome', '/benvido', '/bienvenue', '/willkommen') },
  altHome: { protection: 'unprotected', paths: same('/altHome') },
} as const satisfies Record<string, TRouteDefinition>;

export type TRouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as TRouteName[];

/** Values of :contractType, translated like the paths (customer-area §2). */
export const CONTRACT_TYPE_SLUGS = {
  electricity: p('electricitat', 'electricidad', 'electricity', 'electricidade', 'electricite', 'strom'),
  gas: p('gas', 'gas', 'gas', 'gas', 'gaz', 'gas'),
  multipoint: p('multipunt', 'multipunto', 'multipoint', 'multipunto', 'multipoint', 'mehrpunkt'),
} as const;
export type TContractType = keyof typeof CONTRACT_TYPE_SLUGS;

/** Contract action slugs (customer-area §2): Catalan form and neutral form given by the spec. */
export const CONTRACT_ACTION_SLUGS = {
  download: p('descarregar', 'descargar', 'download', 'descargar', 'telecharger', 'herunterladen'),
  powChange: p('modificar-potencia', 'modificar-potencia', 'pow-change', 'modificar-potencia', 'modifier-puissance', 'leistung-aendern'),
  ibanChange: p(
    'modificar-dades-bancaries',
    'modificar-datos-bancarios',
    'iban-change',
    'modificar-datos-bancarios',
    'modifier-coordonnees-bancaires',
    'bankdaten-aendern',
  ),
  notifAddrChange: p(
    'modificar-dades-contacte',
    'modificar-datos-contacto',
    'notif-addr-change',
    'modificar-datos-contacto',
    'modifier-coordonnees',
    'kontaktdaten-aendern',
  ),
  noCesionSips: p(
    'no-cessio-dades-sips',
    'no-cesion-datos-sips',
    'no-cesion-sips',
    'non-cesion-datos-sips',
    'non-cession-donnees-sips',
    'keine-sips-datenweitergabe',
  ),
  consumption: p('consum', 'consumo', 'consumption', 'consumo', 'consommation', 'verbrauch'),
} as const;

export const INVOICE_ACTION_SLUGS = {
  download: p('descarregar', 'descargar', 'download', 'descargar', 'telecharger', 'herunterladen'),
  payOnline: p('pagar-en-linia', 'pagar-en-linea', 'pay-online', 'pagar-en-lina', 'payer-en-ligne', 'online-bezahlen'),
} as const;
