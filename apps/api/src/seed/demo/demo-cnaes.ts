import { LANGUAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { cnaes, cnaeTexts } from '../../db/schema/index.ts';

/**
 * The demo's business activity codes (docs/contracting-products.md, "The cnae list"): classes of
 * the CNAE-2009 that homes and small businesses contract energy for. `id` is the code's number in
 * the retailer's own list, which the wizard sends back with a lead: 986 for 9820 (home
 * activities), the default the spec names (visitor-and-shell §3.9, §9); the demo numbers the others
 * 1 to 46 in code order. Each title is the class's official one: the INE's (es-ES), IDESCAT's
 * CCAE-2009 (ca-ES), the IGE's (gl-ES), and NACE Rev. 2's in English, French and German (the
 * German as the WZ 2008 words it), in the order of LANGUAGES: ca, es, en, gl, fr, de.
 */
type OnePerLanguage<T extends readonly unknown[]> = { readonly [K in keyof T]: string };
type Titles = OnePerLanguage<typeof LANGUAGES>;

export const DEMO_CNAES: ReadonlyArray<{ id: number; code: string; titles: Titles }> = [
  {
    id: 1,
    code: '0111',
    titles: [
      "Conreu de cereals (excepte l'arròs), lleguminoses i llavors oleaginoses",
      'Cultivo de cereales (excepto arroz), leguminosas y semillas oleaginosas',
      'Growing of cereals (except rice), leguminous crops and oil seeds',
      'Cultivo de cereais (agás arroz), leguminosas e sementes oleaxinosas',
      "Culture de céréales (à l'exception du riz), de légumineuses et de graines oléagineuses",
      'Anbau von Getreide (ohne Reis), Hülsenfrüchten und Ölsaaten',
    ],
  },
  {
    id: 2,
    code: '0121',
    titles: [
      'Conreu de la vinya',
      'Cultivo de la vid',
      'Growing of grapes',
      'Cultivo da vide',
      'Culture de la vigne',
      'Anbau von Weintrauben',
    ],
  },
  {
    id: 3,
    code: '0124',
    titles: [
      'Conreu de fruites de pinyol i de llavor',
      'Cultivo de frutos con hueso y pepitas',
      'Growing of pome fruits and stone fruits',
      'Cultivo de froitas con óso e pebida',
      'Culture de fruits à pépins et à noyau',
      'Anbau von Kern- und Steinobst',
    ],
  },
  {
    id: 4,
    code: '0141',
    titles: [
      'Explotació de bestiar boví per a la producció de llet',
      'Explotación de ganado bovino para la producción de leche',
      'Raising of dairy cattle',
      'Explotación de gando bovino para a produción de leite',
      'Élevage de vaches laitières',
      'Haltung von Milchkühen',
    ],
  },
  {
    id: 5,
    code: '0146',
    titles: [
      'Explotació de bestiar porcí',
      'Explotación de ganado porcino',
      'Raising of swine/pigs',
      'Explotación de gando porcino',
      'Élevage de porcins',
      'Haltung von Schweinen',
    ],
  },
  {
    id: 6,
    code: '0147',
    titles: ['Avicultura', 'Avicultura', 'Raising of poultry', 'Avicultura', 'Élevage de volailles', 'Haltung von Geflügel'],
  },
  {
    id: 7,
    code: '1071',
    titles: [
      'Fabricació de pa i de productes frescos de fleca i pastisseria',
      'Fabricación de pan y de productos frescos de panadería y pastelería',
      'Manufacture of bread; manufacture of fresh pastry goods and cakes',
      'Fabricación de pan e de produtos frescos de panadaría e pastelaría',
      'Fabrication de pain et de pâtisserie fraîche',
      'Herstellung von Backwaren (ohne Dauerbackwaren)',
    ],
  },
  {
    id: 8,
    code: '1102',
    titles: [
      'Elaboració de vins',
      'Elaboración de vinos',
      'Manufacture of wine from grape',
      'Elaboración de viños',
      'Production de vin (de raisin)',
      'Herstellung von Traubenwein',
    ],
  },
  {
    id: 9,
    code: '1623',
    titles: [
      "Fabricació d'altres estructures de fusta i peces de fusteria i ebenisteria per a la construcció",
      'Fabricación de otras estructuras de madera y piezas de carpintería y ebanistería para la construcción',
      "Manufacture of other builders' carpentry and joinery",
      'Fabricación doutras estruturas de madeira e pezas de carpintaría e ebanistaría para a construción',
      "Fabrication de charpentes et d'autres menuiseries",
      'Herstellung von sonstigen Konstruktionsteilen, Fertigbauteilen, Ausbauelementen und Fertigteilbauten aus Holz',
    ],
  },
  {
    id: 10,
    code: '2562',
    titles: [
      'Enginyeria mecànica per compte de tercers',
      'Ingeniería mecánica por cuenta de terceros',
      'Machining',
      'Enxeñaría mecánica por conta de terceiros',
      'Usinage',
      'Mechanik a. n. g.',
    ],
  },
  {
    id: 11,
    code: '4321',
    titles: [
      'Instal·lacions elèctriques',
      'Instalaciones eléctricas',
      'Electrical installation',
      'Instalacións eléctricas',
      'Installation électrique',
      'Elektroinstallation',
    ],
  },
  {
    id: 12,
    code: '4322',
    titles: [
      'Lampisteria i instal·lació de sistemes de calefacció i aire condicionat',
      'Fontanería, instalaciones de sistemas de calefacción y aire acondicionado',
      'Plumbing, heat and air-conditioning installation',
      'Fontanaría, instalacións de sistemas de calefacción e aire acondicionado',
      "Travaux de plomberie et installation de chauffage et de conditionnement d'air",
      'Gas-, Wasser-, Heizungs- sowie Lüftungs- und Klimainstallation',
    ],
  },
  {
    id: 13,
    code: '4520',
    titles: [
      'Manteniment i reparació de vehicles de motor',
      'Mantenimiento y reparación de vehículos de motor',
      'Maintenance and repair of motor vehicles',
      'Mantemento e reparación de vehículos de motor',
      'Entretien et réparation de véhicules automobiles',
      'Instandhaltung und Reparatur von Kraftwagen',
    ],
  },
  {
    id: 14,
    code: '4711',
    titles: [
      'Comerç al detall en establiments no especialitzats, amb predomini en productes alimentaris, begudes i tabac',
      'Comercio al por menor en establecimientos no especializados, con predominio en productos alimenticios, bebidas y tabaco',
      'Retail sale in non-specialised stores with food, beverages or tobacco predominating',
      'Comercio polo miúdo en establecementos non especializados, con predominio en produtos alimenticios, bebidas e tabaco',
      'Commerce de détail en magasin non spécialisé à prédominance alimentaire',
      'Einzelhandel mit Waren verschiedener Art, Hauptrichtung Nahrungs- und Genussmittel, Getränke und Tabakwaren',
    ],
  },
  {
    id: 15,
    code: '4721',
    titles: [
      'Comerç al detall de fruites i hortalisses en establiments especialitzats',
      'Comercio al por menor de frutas y hortalizas en establecimientos especializados',
      'Retail sale of fruit and vegetables in specialised stores',
      'Comercio polo miúdo de froitas e hortalizas en establecementos especializados',
      'Commerce de détail de fruits et légumes en magasin spécialisé',
      'Einzelhandel mit Obst, Gemüse und Kartoffeln',
    ],
  },
  {
    id: 16,
    code: '4722',
    titles: [
      'Comerç al detall de carn i productes carnis en establiments especialitzats',
      'Comercio al por menor de carne y productos cárnicos en establecimientos especializados',
      'Retail sale of meat and meat products in specialised stores',
      'Comercio polo miúdo de carne e produtos cárnicos en establecementos especializados',
      'Commerce de détail de viandes et de produits à base de viande en magasin spécialisé',
      'Einzelhandel mit Fleisch und Fleischwaren',
    ],
  },
  {
    id: 17,
    code: '4724',
    titles: [
      'Comerç al detall de pa i productes de fleca, confiteria i pastisseria en establiments especialitzats',
      'Comercio al por menor de pan y productos de panadería, confitería y pastelería en establecimientos especializados',
      'Retail sale of bread, cakes, flour confectionery and sugar confectionery in specialised stores',
      'Comercio polo miúdo de pan e produtos de panadaría, confeitaría e pastelaría en establecementos especializados',
      'Commerce de détail de pain, pâtisserie et confiserie en magasin spécialisé',
      'Einzelhandel mit Back- und Süßwaren',
    ],
  },
  {
    id: 18,
    code: '4726',
    titles: [
      'Comerç al detall de productes del tabac en establiments especialitzats',
      'Comercio al por menor de productos de tabaco en establecimientos especializados',
      'Retail sale of tobacco products in specialised stores',
      'Comercio polo miúdo de produtos do tabaco en establecementos especializados',
      'Commerce de détail de produits à base de tabac en magasin spécialisé',
      'Einzelhandel mit Tabakwaren',
    ],
  },
  {
    id: 19,
    code: '4730',
    titles: [
      "Comerç al detall de combustible per a l'automoció en establiments especialitzats",
      'Comercio al por menor de combustible para la automoción en establecimientos especializados',
      'Retail sale of automotive fuel in specialised stores',
      'Comercio polo miúdo de combustible para a automoción en establecementos especializados',
      'Commerce de détail de carburants en magasin spécialisé',
      'Einzelhandel mit Motorenkraftstoffen (Tankstellen)',
    ],
  },
  {
    id: 20,
    code: '4752',
    titles: [
      'Comerç al detall de ferreteria, pintura i vidre en establiments especialitzats',
      'Comercio al por menor de ferretería, pintura y vidrio en establecimientos especializados',
      'Retail sale of hardware, paints and glass in specialised stores',
      'Comercio polo miúdo de ferraxaría, pintura e vidro en establecementos especializados',
      'Commerce de détail de quincaillerie, peintures et verres en magasin spécialisé',
      'Einzelhandel mit Metallwaren, Anstrichmitteln, Bau- und Heimwerkerbedarf',
    ],
  },
  {
    id: 21,
    code: '4761',
    titles: [
      'Comerç al detall de llibres en establiments especialitzats',
      'Comercio al por menor de libros en establecimientos especializados',
      'Retail sale of books in specialised stores',
      'Comercio polo miúdo de libros en establecementos especializados',
      'Commerce de détail de livres en magasin spécialisé',
      'Einzelhandel mit Büchern',
    ],
  },
  {
    id: 22,
    code: '4771',
    titles: [
      'Comerç al detall de peces de vestir en establiments especialitzats',
      'Comercio al por menor de prendas de vestir en establecimientos especializados',
      'Retail sale of clothing in specialised stores',
      'Comercio polo miúdo de pezas de vestir en establecementos especializados',
      "Commerce de détail d'habillement en magasin spécialisé",
      'Einzelhandel mit Bekleidung',
    ],
  },
  {
    id: 23,
    code: '4773',
    titles: [
      'Comerç al detall de productes farmacèutics en establiments especialitzats',
      'Comercio al por menor de productos farmacéuticos en establecimientos especializados',
      'Dispensing chemist in specialised stores',
      'Comercio polo miúdo de produtos farmacéuticos en establecementos especializados',
      'Commerce de détail de produits pharmaceutiques en magasin spécialisé',
      'Apotheken',
    ],
  },
  {
    id: 24,
    code: '4776',
    titles: [
      'Comerç al detall de flors, plantes, llavors, fertilitzants, animals de companyia i aliments per a aquests animals en establiments especialitzats',
      'Comercio al por menor de flores, plantas, semillas, fertilizantes, animales de compañía y alimentos para los mismos en establecimientos especializados',
      'Retail sale of flowers, plants, seeds, fertilisers, pet animals and pet food in specialised stores',
      'Comercio polo miúdo de flores, plantas, sementes, fertilizantes, animais de compañía e alimentos para eles en establecementos especializados',
      'Commerce de détail de fleurs, plantes, graines, engrais, animaux de compagnie et aliments pour ces animaux en magasin spécialisé',
      'Einzelhandel mit Blumen, Pflanzen, Sämereien, Düngemitteln, zoologischem Bedarf und lebenden Tieren',
    ],
  },
  {
    id: 25,
    code: '4932',
    titles: [
      'Transport per taxi',
      'Transporte por taxi',
      'Taxi operation',
      'Transporte por taxi',
      'Transports de voyageurs par taxis',
      'Betrieb von Taxis',
    ],
  },
  {
    id: 26,
    code: '4941',
    titles: [
      'Transport de mercaderies per carretera',
      'Transporte de mercancías por carretera',
      'Freight transport by road',
      'Transporte de mercadorías por estrada',
      'Transports routiers de fret',
      'Güterbeförderung im Straßenverkehr',
    ],
  },
  {
    id: 27,
    code: '5510',
    titles: [
      'Hotels i allotjaments similars',
      'Hoteles y alojamientos similares',
      'Hotels and similar accommodation',
      'Hoteis e aloxamentos similares',
      'Hôtels et hébergement similaire',
      'Hotels, Gasthöfe und Pensionen',
    ],
  },
  {
    id: 28,
    code: '5520',
    titles: [
      'Allotjaments turístics i altres allotjaments de curta estada',
      'Alojamientos turísticos y otros alojamientos de corta estancia',
      'Holiday and other short-stay accommodation',
      'Aloxamentos turísticos e outros aloxamentos de curta estadía',
      'Hébergement touristique et autre hébergement de courte durée',
      'Ferienunterkünfte und ähnliche Beherbergungsstätten',
    ],
  },
  {
    id: 29,
    code: '5610',
    titles: [
      'Restaurants i establiments de menjars',
      'Restaurantes y puestos de comidas',
      'Restaurants and mobile food service activities',
      'Restaurantes e postos de comidas',
      'Restaurants et services de restauration mobile',
      'Restaurants, Gaststätten, Imbissstuben, Cafés, Eissalons u. Ä.',
    ],
  },
  {
    id: 30,
    code: '5630',
    titles: [
      'Establiments de begudes',
      'Establecimientos de bebidas',
      'Beverage serving activities',
      'Establecementos de bebidas',
      'Débits de boissons',
      'Ausschank von Getränken',
    ],
  },
  {
    id: 31,
    code: '6201',
    titles: [
      'Activitats de programació informàtica',
      'Actividades de programación informática',
      'Computer programming activities',
      'Actividades de programación informática',
      'Programmation informatique',
      'Programmierungstätigkeiten',
    ],
  },
  {
    id: 32,
    code: '6820',
    titles: [
      'Lloguer de béns immobiliaris per compte propi',
      'Alquiler de bienes inmobiliarios por cuenta propia',
      'Renting and operating of own or leased real estate',
      'Aluguer de bens inmobiliarios por conta propia',
      'Location et exploitation de biens immobiliers propres ou loués',
      'Vermietung, Verpachtung von eigenen oder geleasten Grundstücken, Gebäuden und Wohnungen',
    ],
  },
  {
    id: 33,
    code: '6831',
    titles: [
      'Agents de la propietat immobiliària',
      'Agentes de la propiedad inmobiliaria',
      'Real estate agencies',
      'Axentes da propiedade inmobiliaria',
      'Agences immobilières',
      'Vermittlung von Grundstücken, Gebäuden und Wohnungen für Dritte',
    ],
  },
  {
    id: 34,
    code: '6910',
    titles: [
      'Activitats jurídiques',
      'Actividades jurídicas',
      'Legal activities',
      'Actividades xurídicas',
      'Activités juridiques',
      'Rechtsberatung',
    ],
  },
  {
    id: 35,
    code: '6920',
    titles: [
      'Activitats de comptabilitat, tinença de llibres, auditoria i assessoria fiscal',
      'Actividades de contabilidad, teneduría de libros, auditoría y asesoría fiscal',
      'Accounting, bookkeeping and auditing activities; tax consultancy',
      'Actividades de contabilidade, teneduría de libros, auditoría e asesoría fiscal',
      'Activités comptables',
      'Wirtschaftsprüfung und Steuerberatung; Buchführung',
    ],
  },
  {
    id: 36,
    code: '7111',
    titles: [
      "Serveis tècnics d'arquitectura",
      'Servicios técnicos de arquitectura',
      'Architectural activities',
      'Servizos técnicos de arquitectura',
      "Activités d'architecture",
      'Architekturbüros',
    ],
  },
  {
    id: 37,
    code: '7500',
    titles: [
      'Activitats veterinàries',
      'Actividades veterinarias',
      'Veterinary activities',
      'Actividades veterinarias',
      'Activités vétérinaires',
      'Veterinärwesen',
    ],
  },
  {
    id: 38,
    code: '8411',
    titles: [
      "Activitats generals de l'Administració pública",
      'Actividades generales de la Administración Pública',
      'General public administration activities',
      'Actividades xerais da Administración pública',
      'Administration publique générale',
      'Allgemeine öffentliche Verwaltung',
    ],
  },
  {
    id: 39,
    code: '8510',
    titles: [
      'Educació preprimària',
      'Educación preprimaria',
      'Pre-primary education',
      'Educación preprimaria',
      'Enseignement pré-primaire',
      'Kindergärten und Vorschulen',
    ],
  },
  {
    id: 40,
    code: '8623',
    titles: [
      'Activitats odontològiques',
      'Actividades odontológicas',
      'Dental practice activities',
      'Actividades odontolóxicas',
      'Pratique dentaire',
      'Zahnarztpraxen',
    ],
  },
  {
    id: 41,
    code: '8690',
    titles: [
      'Altres activitats sanitàries',
      'Otras actividades sanitarias',
      'Other human health activities',
      'Outras actividades sanitarias',
      'Autres activités pour la santé humaine',
      'Gesundheitswesen a. n. g.',
    ],
  },
  {
    id: 42,
    code: '9313',
    titles: [
      'Activitats dels gimnasos',
      'Actividades de los gimnasios',
      'Fitness facilities',
      'Actividades dos ximnasios',
      'Activités des centres de culture physique',
      'Fitnesszentren',
    ],
  },
  {
    id: 43,
    code: '9491',
    titles: [
      "Activitats d'organitzacions religioses",
      'Actividades de organizaciones religiosas',
      'Activities of religious organisations',
      'Actividades de organizacións relixiosas',
      'Activités des organisations religieuses',
      'Kirchliche und sonstige religiöse Vereinigungen',
    ],
  },
  {
    id: 44,
    code: '9601',
    titles: [
      'Rentat i neteja de peces tèxtils i de pell',
      'Lavado y limpieza de prendas textiles y de piel',
      'Washing and (dry-)cleaning of textile and fur products',
      'Lavado e limpeza de pezas téxtiles e de pel',
      'Blanchisserie-teinturerie',
      'Wäscherei und chemische Reinigung',
    ],
  },
  {
    id: 45,
    code: '9602',
    titles: [
      'Perruqueria i altres tractaments de bellesa',
      'Peluquería y otros tratamientos de belleza',
      'Hairdressing and other beauty treatment',
      'Perruquería e outros tratamentos de beleza',
      'Coiffure et soins de beauté',
      'Frisör- und Kosmetiksalons',
    ],
  },
  {
    id: 46,
    code: '9700',
    titles: [
      'Activitats de les llars que donen ocupació a personal domèstic',
      'Actividades de los hogares como empleadores de personal doméstico',
      'Activities of households as employers of domestic personnel',
      'Actividades dos fogares como empregadores de persoal doméstico',
      "Activités des ménages en tant qu'employeurs de personnel domestique",
      'Private Haushalte mit Hauspersonal',
    ],
  },
  {
    id: 986,
    code: '9820',
    titles: [
      'Activitats de les llars com a productors de serveis per a ús propi',
      'Actividades de los hogares como productores de servicios para uso propio',
      'Undifferentiated service-producing activities of private households for own use',
      'Actividades dos fogares como produtores de servizos para uso propio',
      'Activités indifférenciées des ménages en tant que producteurs de services pour usage propre',
      'Herstellung von Dienstleistungen durch private Haushalte für den Eigenbedarf ohne ausgeprägten Schwerpunkt',
    ],
  },
];

/**
 * Seeds the list into a demo database that has no cnae yet: at the first start, and at the next
 * start of a demo database made before the wizards existed. A retailer's own list, loaded into
 * the same tables, is left alone.
 */
export async function seedDemoCnaesIfMissing(db: Database): Promise<boolean> {
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${cnaes}`));
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(cnaes).values(DEMO_CNAES.map(({ id, code }) => ({ id, code })));
    await tx
      .insert(cnaeTexts)
      .values(DEMO_CNAES.flatMap(({ id, titles }) => LANGUAGES.map((language, i) => ({ cnaeId: id, language, description: titles[i]! }))));
  });
  return true;
}
