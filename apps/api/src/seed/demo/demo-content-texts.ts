import type { TLanguage } from '@portal/domain';

/**
 * The demo retailer's words, in each of the portal's six languages, as a retailer's staff would
 * write them: the menu entry and blocks of the "Our tariffs" page, the login page's blocks and
 * banner, and the profile's banner. The tariffs page's prices are not written here: they come from
 * the price lists the invoices are billed with (demo-tariff-page-prices.ts).
 *
 * Links lead only where the portal goes: a mounted route (built with the route table, so each
 * language gets its own path) or the help dialog, which the web opens for a link marked
 * data-portal-action="help" (shared/ui/sanitised-html.tsx). The profile's image is shipped with the
 * web (apps/web/public/images/profile-banner.svg, CC0, LICENSE.md beside it).
 */

/** The link that opens the help dialog; its fragment keeps a click without JavaScript on the page. */
export const helpLink = (text: string) => `<a href="#help" data-portal-action="help">${text}</a>`;

export const PROFILE_BANNER_IMAGE = '/images/profile-banner.svg';

export interface DemoTexts {
  tariffsRoute: { routePath: string; title: string; description: string };
  electricity: {
    name: string;
    title: string;
    intro: string;
    /** Column headers: the energy table's are period and energy, the power table's period and power. */
    headers: [period: string, energy: string, power: string];
    /** 2.0TD: three energy periods and two power periods (Circular CNMC 3/2020), named as customers know them. */
    energyPeriods: [string, string, string];
    powerPeriods: [string, string];
  };
  gas: {
    name: string;
    title: string;
    /** The sentence of the gas prices, given the figures as the language writes them (€ per day, € per kWh, as billed). */
    prices: (fixed: string, variable: string) => string;
    question: string;
    talk: string;
  };
  eInvoice: { name: string; title: string; html: string };
  readings: { name: string; title: string; html: string };
  help: { name: string; html: string; link: string };
  loginBanner: { title: string; text: string; link: string };
  profileBanner: { title: string; text: string; link: string };
}

export const DEMO_TEXTS: Record<TLanguage, DemoTexts> = {
  'ca-ES': {
    tariffsRoute: { routePath: 'tarifes', title: 'Les nostres tarifes', description: "Preus vigents d'electricitat i gas" },
    electricity: {
      name: 'Tarifa 2.0TD',
      title: 'Tarifa domèstica 2.0TD',
      intro: 'Per a subministraments de fins a 15 kW. Preus sense impostos.',
      headers: ['Període', 'Energia (€/kWh)', 'Potència (€/kW dia)'],
      energyPeriods: ['P1 punta', 'P2 pla', 'P3 vall'],
      powerPeriods: ['P1 punta', 'P2 vall'],
    },
    gas: {
      name: 'Tarifa de gas RL.1',
      title: 'Gas natural RL.1',
      prices: (fixed, variable) => `Terme fix: ${fixed} €/dia. Terme variable: ${variable} €/kWh.`,
      question: 'Vols saber quina tarifa et convé?',
      talk: 'Parla amb nosaltres',
    },
    eInvoice: {
      name: 'Factura electrònica',
      title: 'Factura electrònica',
      html: "Activa la <strong>factura electrònica</strong> a l'àrea de client i estalvia paper: la rebràs per correu el mateix dia que s'emeti.",
    },
    readings: {
      name: 'Avís de lectures',
      title: 'Dades de consum',
      html: 'Les dades de consum es mostren amb uns <em>3 dies</em> de retard respecte a la lectura del comptador.',
    },
    help: {
      name: 'Ajuda per accedir',
      html: '<strong>Necessites ajuda per accedir?</strong> Som al teu costat de dilluns a divendres, de 8 h a 20 h.',
      link: 'Contacta amb nosaltres',
    },
    loginBanner: {
      title: "Passa't a l'autoconsum",
      text: 'Estudiem gratuïtament la teva coberta i et diem quant podries estalviar amb plaques solars.',
      link: 'Demana el teu estudi',
    },
    profileBanner: {
      title: 'Energia 100% renovable',
      text: "Tota l'electricitat que et subministrem té garantia d'origen renovable, sense cap cost afegit.",
      link: 'Consulta les nostres tarifes',
    },
  },
  'es-ES': {
    tariffsRoute: { routePath: 'tarifas', title: 'Nuestras tarifas', description: 'Precios vigentes de electricidad y gas' },
    electricity: {
      name: 'Tarifa 2.0TD',
      title: 'Tarifa doméstica 2.0TD',
      intro: 'Para suministros de hasta 15 kW. Precios sin impuestos.',
      headers: ['Periodo', 'Energía (€/kWh)', 'Potencia (€/kW día)'],
      energyPeriods: ['P1 punta', 'P2 llano', 'P3 valle'],
      powerPeriods: ['P1 punta', 'P2 valle'],
    },
    gas: {
      name: 'Tarifa de gas RL.1',
      title: 'Gas natural RL.1',
      prices: (fixed, variable) => `Término fijo: ${fixed} €/día. Término variable: ${variable} €/kWh.`,
      question: '¿Quieres saber qué tarifa te conviene?',
      talk: 'Habla con nosotros',
    },
    eInvoice: {
      name: 'Factura electrónica',
      title: 'Factura electrónica',
      html: 'Activa la <strong>factura electrónica</strong> en el área de cliente y ahorra papel: la recibirás por correo el mismo día en que se emita.',
    },
    readings: {
      name: 'Aviso de lecturas',
      title: 'Datos de consumo',
      html: 'Los datos de consumo se muestran con unos <em>3 días</em> de retraso respecto a la lectura del contador.',
    },
    help: {
      name: 'Ayuda para acceder',
      html: '<strong>¿Necesitas ayuda para acceder?</strong> Te atendemos de lunes a viernes, de 8 h a 20 h.',
      link: 'Contacta con nosotros',
    },
    loginBanner: {
      title: 'Pásate al autoconsumo',
      text: 'Estudiamos gratis tu tejado y te decimos cuánto podrías ahorrar con placas solares.',
      link: 'Pide tu estudio',
    },
    profileBanner: {
      title: 'Energía 100 % renovable',
      text: 'Toda la electricidad que te suministramos tiene garantía de origen renovable, sin ningún coste añadido.',
      link: 'Consulta nuestras tarifas',
    },
  },
  'en-US': {
    tariffsRoute: { routePath: 'tariffs', title: 'Our tariffs', description: 'Current electricity and gas prices' },
    electricity: {
      name: 'Tariff 2.0TD',
      title: 'Household tariff 2.0TD',
      intro: 'For supplies of up to 15 kW. Prices exclude taxes.',
      headers: ['Period', 'Energy (€/kWh)', 'Power (€/kW per day)'],
      energyPeriods: ['P1 peak', 'P2 mid-peak', 'P3 off-peak'],
      powerPeriods: ['P1 peak', 'P2 off-peak'],
    },
    gas: {
      name: 'Gas tariff RL.1',
      title: 'Natural gas RL.1',
      prices: (fixed, variable) => `Standing charge: €${fixed} per day. Unit rate: €${variable} per kWh.`,
      question: 'Not sure which tariff suits you?',
      talk: 'Talk to us',
    },
    eInvoice: {
      name: 'Paperless billing',
      title: 'Paperless billing',
      html: 'Switch to <strong>electronic invoices</strong> in your customer area and save paper: each one reaches your inbox on the day it is issued.',
    },
    readings: {
      name: 'Meter readings notice',
      title: 'Consumption data',
      html: 'Your consumption data appears about <em>3 days</em> after your meter is read.',
    },
    help: {
      name: 'Help signing in',
      html: '<strong>Need help signing in?</strong> We are here Monday to Friday, 8 am to 8 pm.',
      link: 'Contact us',
    },
    loginBanner: {
      title: 'Go solar and generate your own power',
      text: 'We survey your roof for free and tell you how much you could save with solar panels.',
      link: 'Request your survey',
    },
    profileBanner: {
      title: '100% renewable energy',
      text: 'All the electricity we supply comes with a guarantee of renewable origin, at no extra cost.',
      link: 'See our tariffs',
    },
  },
  'gl-ES': {
    tariffsRoute: { routePath: 'tarifas', title: 'As nosas tarifas', description: 'Prezos vixentes de electricidade e gas' },
    electricity: {
      name: 'Tarifa 2.0TD',
      title: 'Tarifa doméstica 2.0TD',
      intro: 'Para subministracións de ata 15 kW. Prezos sen impostos.',
      headers: ['Período', 'Enerxía (€/kWh)', 'Potencia (€/kW día)'],
      energyPeriods: ['P1 punta', 'P2 chan', 'P3 val'],
      powerPeriods: ['P1 punta', 'P2 val'],
    },
    gas: {
      name: 'Tarifa de gas RL.1',
      title: 'Gas natural RL.1',
      prices: (fixed, variable) => `Termo fixo: ${fixed} €/día. Termo variable: ${variable} €/kWh.`,
      question: 'Queres saber que tarifa che convén?',
      talk: 'Fala connosco',
    },
    eInvoice: {
      name: 'Factura electrónica',
      title: 'Factura electrónica',
      html: 'Activa a <strong>factura electrónica</strong> na área de cliente e aforra papel: recibirala por correo o mesmo día en que se emita.',
    },
    readings: {
      name: 'Aviso de lecturas',
      title: 'Datos de consumo',
      html: 'Os datos de consumo amósanse cuns <em>3 días</em> de atraso respecto da lectura do contador.',
    },
    help: {
      name: 'Axuda para acceder',
      html: '<strong>Precisas axuda para acceder?</strong> Atendémoste de luns a venres, das 8 h ás 20 h.',
      link: 'Contacta connosco',
    },
    loginBanner: {
      title: 'Pásate ao autoconsumo',
      text: 'Estudamos de balde o teu tellado e dicímosche canto poderías aforrar con paneis solares.',
      link: 'Pide o teu estudo',
    },
    profileBanner: {
      title: 'Enerxía 100 % renovable',
      text: 'Toda a electricidade que che subministramos ten garantía de orixe renovable, sen ningún custo engadido.',
      link: 'Consulta as nosas tarifas',
    },
  },
  'fr-FR': {
    tariffsRoute: { routePath: 'tarifs', title: 'Nos tarifs', description: 'Prix en vigueur de l’électricité et du gaz' },
    electricity: {
      name: 'Tarif 2.0TD',
      title: 'Tarif résidentiel 2.0TD',
      intro: 'Pour les raccordements jusqu’à 15 kW. Prix hors taxes.',
      headers: ['Période', 'Énergie (€/kWh)', 'Puissance (€/kW par jour)'],
      energyPeriods: ['P1 pointe', 'P2 intermédiaire', 'P3 creuse'],
      powerPeriods: ['P1 pointe', 'P2 creuse'],
    },
    gas: {
      name: 'Tarif gaz RL.1',
      title: 'Gaz naturel RL.1',
      prices: (fixed, variable) => `Abonnement\u00a0: ${fixed}\u00a0€ par jour. Prix du kWh\u00a0: ${variable}\u00a0€.`,
      question: 'Vous hésitez sur le tarif qui vous convient\u00a0?',
      talk: 'Parlez-en avec nous',
    },
    eInvoice: {
      name: 'Facture électronique',
      title: 'Facture électronique',
      html: 'Activez la <strong>facture électronique</strong> dans votre espace client et économisez du papier\u00a0: vous la recevrez par e-mail le jour même de son émission.',
    },
    readings: {
      name: 'Avis sur les relevés',
      title: 'Données de consommation',
      html: 'Vos données de consommation s’affichent environ <em>3\u00a0jours</em> après le relevé de votre compteur.',
    },
    help: {
      name: 'Aide à la connexion',
      html: '<strong>Besoin d’aide pour vous connecter\u00a0?</strong> Nous vous répondons du lundi au vendredi, de 8\u00a0h à 20\u00a0h.',
      link: 'Contactez-nous',
    },
    loginBanner: {
      title: 'Passez à l’autoconsommation',
      text: 'Nous étudions gratuitement votre toiture et vous disons combien vous pourriez économiser avec des panneaux solaires.',
      link: 'Demandez votre étude',
    },
    profileBanner: {
      title: 'Énergie 100\u00a0% renouvelable',
      text: 'Toute l’électricité que nous vous fournissons bénéficie d’une garantie d’origine renouvelable, sans surcoût.',
      link: 'Voir nos tarifs',
    },
  },
  'de-DE': {
    tariffsRoute: { routePath: 'tarife', title: 'Unsere Tarife', description: 'Aktuelle Strom- und Gaspreise' },
    electricity: {
      name: 'Tarif 2.0TD',
      title: 'Haushaltstarif 2.0TD',
      intro: 'Für Anschlüsse bis 15 kW. Preise ohne Steuern.',
      headers: ['Zeitraum', 'Arbeitspreis (€/kWh)', 'Leistungspreis (€/kW pro Tag)'],
      energyPeriods: ['P1 Hochtarif', 'P2 Mitteltarif', 'P3 Niedertarif'],
      powerPeriods: ['P1 Hochtarif', 'P2 Niedertarif'],
    },
    gas: {
      name: 'Gastarif RL.1',
      title: 'Erdgas RL.1',
      prices: (fixed, variable) => `Grundpreis: ${fixed} € pro Tag. Arbeitspreis: ${variable} € pro kWh.`,
      question: 'Sie wissen nicht, welcher Tarif zu Ihnen passt?',
      talk: 'Sprechen Sie mit uns',
    },
    eInvoice: {
      name: 'Elektronische Rechnung',
      title: 'Elektronische Rechnung',
      html: 'Aktivieren Sie die <strong>elektronische Rechnung</strong> in Ihrem Kundenbereich und sparen Sie Papier: Sie erhalten sie am Tag der Ausstellung per E-Mail.',
    },
    readings: {
      name: 'Hinweis zu Zählerständen',
      title: 'Verbrauchsdaten',
      html: 'Ihre Verbrauchsdaten werden etwa <em>3 Tage</em> nach der Ablesung Ihres Zählers angezeigt.',
    },
    help: {
      name: 'Hilfe bei der Anmeldung',
      html: '<strong>Brauchen Sie Hilfe bei der Anmeldung?</strong> Wir sind montags bis freitags von 8 bis 20 Uhr für Sie da.',
      link: 'Kontakt aufnehmen',
    },
    loginBanner: {
      title: 'Steigen Sie auf Solarstrom um',
      text: 'Wir prüfen Ihr Dach kostenlos und sagen Ihnen, wie viel Sie mit Solarmodulen sparen könnten.',
      link: 'Prüfung anfordern',
    },
    profileBanner: {
      title: '100 % erneuerbare Energie',
      text: 'Für den gesamten Strom, den wir liefern, gibt es einen Herkunftsnachweis aus erneuerbaren Quellen – ohne Aufpreis.',
      link: 'Unsere Tarife ansehen',
    },
  },
};
