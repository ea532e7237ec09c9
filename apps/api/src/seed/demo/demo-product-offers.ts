import type { TLanguage } from '@portal/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { priceLists, productOffers, productOfferTexts, tariffs } from '../../db/schema/index.ts';
import type { PriceListName, TariffName } from './demo-reference-data.ts';

const SITE = 'https://www.energiademo.example';

/** The promotional code that opens the welcome offer (and that the coupon check answers valid). */
export const DEMO_PROMOCODE = 'BENVINGUDA';

type Texts = Record<TLanguage, { name: string; html: string }>;

export interface DemoProductOffer {
  /** Names the offer in tests and logs; not stored. */
  key: string;
  priceList: PriceListName;
  tariff: TariffName;
  minPowerKw?: number;
  maxPowerKw?: number;
  selfConsumption?: 'any' | 'only' | 'never';
  promocode?: string;
  /** Euros taken by card when the contract is confirmed, deducted from the first invoice. */
  initialPayment?: number;
  link: string;
  texts: Texts;
}

/**
 * The products the demo's wizards offer (docs/contracting-products.md), over the demo price lists:
 * on 2.0TD (up to 15 kW) Llum Estable, Llum Indexada (with an initial card payment), the welcome
 * offer only with the code BENVINGUDA and Llum Solar only for points with self-consumption (both
 * priced by Llum Estable's list); on 3.0TD (above 15 kW) Empresa Preu Fix; on RL.1 and RL.2 the two
 * gas products. Written to the customer as every text of the portal: tu in Catalan, Spanish and
 * Galician, vous in French, Sie in German.
 */
export const DEMO_PRODUCT_OFFERS: readonly DemoProductOffer[] = [
  {
    key: 'llum-estable',
    priceList: 'LLUM_ESTABLE_20TD',
    tariff: '2.0TD',
    maxPowerKw: 15,
    link: `${SITE}/tarifes/llum-estable`,
    texts: {
      'ca-ES': {
        name: 'Llum Estable',
        html: "<p>El mateix preu de l'energia les 24 hores durant 12 mesos, sense permanència.</p><ul><li>Energia 100 % d'origen renovable</li><li>Factura electrònica al teu correu</li></ul>",
      },
      'es-ES': {
        name: 'Luz Estable',
        html: '<p>El mismo precio de la energía las 24 horas durante 12 meses, sin permanencia.</p><ul><li>Energía 100 % de origen renovable</li><li>Factura electrónica en tu correo</li></ul>',
      },
      'en-US': {
        name: 'Steady Power',
        html: '<p>The same energy price around the clock for 12 months, with no lock-in.</p><ul><li>100% renewable energy</li><li>Electronic invoice to your inbox</li></ul>',
      },
      'gl-ES': {
        name: 'Luz Estable',
        html: '<p>O mesmo prezo da enerxía as 24 horas durante 12 meses, sen permanencia.</p><ul><li>Enerxía 100 % de orixe renovable</li><li>Factura electrónica no teu correo</li></ul>',
      },
      'fr-FR': {
        name: 'Électricité Stable',
        html: "<p>Le même prix de l'énergie 24 heures sur 24 pendant 12 mois, sans engagement.</p><ul><li>Énergie 100 % d'origine renouvelable</li><li>Facture électronique dans votre boîte mail</li></ul>",
      },
      'de-DE': {
        name: 'Strom Stabil',
        html: '<p>Derselbe Energiepreis rund um die Uhr für 12 Monate, ohne Mindestlaufzeit.</p><ul><li>100 % Ökostrom</li><li>Elektronische Rechnung in Ihr Postfach</li></ul>',
      },
    },
  },
  {
    key: 'llum-indexada',
    priceList: 'LLUM_INDEXADA_20TD',
    tariff: '2.0TD',
    maxPowerKw: 15,
    initialPayment: 20,
    link: `${SITE}/tarifes/llum-indexada`,
    texts: {
      'ca-ES': {
        name: 'Llum Indexada',
        html: "<p>Pagues l'energia al preu del mercat majorista de cada hora, més un marge fix de 0,01 €/kWh.</p><p>Per contractar-la cal un pagament inicial de 20 € amb targeta, que et descomptem de la primera factura.</p>",
      },
      'es-ES': {
        name: 'Luz Indexada',
        html: '<p>Pagas la energía al precio del mercado mayorista de cada hora, más un margen fijo de 0,01 €/kWh.</p><p>Para contratarla hace falta un pago inicial de 20 € con tarjeta, que te descontamos de la primera factura.</p>',
      },
      'en-US': {
        name: 'Indexed Power',
        html: "<p>You pay for energy at each hour's wholesale market price, plus a fixed margin of €0.01/kWh.</p><p>It takes an initial card payment of €20, which we deduct from your first invoice.</p>",
      },
      'gl-ES': {
        name: 'Luz Indexada',
        html: '<p>Pagas a enerxía ao prezo do mercado maiorista de cada hora, máis unha marxe fixa de 0,01 €/kWh.</p><p>Para contratala cómpre un pagamento inicial de 20 € con tarxeta, que che descontamos da primeira factura.</p>',
      },
      'fr-FR': {
        name: 'Électricité Indexée',
        html: "<p>Vous payez l'énergie au prix du marché de gros de chaque heure, plus une marge fixe de 0,01 €/kWh.</p><p>La souscription demande un paiement initial de 20 € par carte, déduit de votre première facture.</p>",
      },
      'de-DE': {
        name: 'Strom Index',
        html: '<p>Sie zahlen die Energie zum stündlichen Großhandelspreis, zuzüglich einer festen Marge von 0,01 €/kWh.</p><p>Der Abschluss erfordert eine Anzahlung von 20 € per Karte, die wir mit Ihrer ersten Rechnung verrechnen.</p>',
      },
    },
  },
  {
    key: 'llum-benvinguda',
    priceList: 'LLUM_ESTABLE_20TD',
    tariff: '2.0TD',
    maxPowerKw: 15,
    promocode: DEMO_PROMOCODE,
    link: `${SITE}/tarifes/benvinguda`,
    texts: {
      'ca-ES': {
        name: 'Llum Benvinguda',
        html: "<p>Amb el codi BENVINGUDA, els tres primers mesos tens un 15 % de descompte en l'energia.</p><p>Després continues amb el preu de Llum Estable.</p>",
      },
      'es-ES': {
        name: 'Luz Bienvenida',
        html: '<p>Con el código BENVINGUDA, los tres primeros meses tienes un 15 % de descuento en la energía.</p><p>Después sigues con el precio de Luz Estable.</p>',
      },
      'en-US': {
        name: 'Welcome Power',
        html: '<p>With the code BENVINGUDA, you get 15% off energy for your first three months.</p><p>After that you keep the Steady Power price.</p>',
      },
      'gl-ES': {
        name: 'Luz Benvida',
        html: '<p>Co código BENVINGUDA, os tres primeiros meses tes un 15 % de desconto na enerxía.</p><p>Despois continúas co prezo de Luz Estable.</p>',
      },
      'fr-FR': {
        name: 'Électricité Bienvenue',
        html: "<p>Avec le code BENVINGUDA, vous bénéficiez de 15 % de remise sur l'énergie pendant les trois premiers mois.</p><p>Ensuite, vous conservez le prix d'Électricité Stable.</p>",
      },
      'de-DE': {
        name: 'Strom Willkommen',
        html: '<p>Mit dem Code BENVINGUDA erhalten Sie in den ersten drei Monaten 15 % Rabatt auf die Energie.</p><p>Danach gilt der Preis von Strom Stabil.</p>',
      },
    },
  },
  {
    key: 'llum-solar',
    priceList: 'LLUM_ESTABLE_20TD',
    tariff: '2.0TD',
    maxPowerKw: 15,
    selfConsumption: 'only',
    link: `${SITE}/tarifes/llum-solar`,
    texts: {
      'ca-ES': {
        name: 'Llum Solar',
        html: "<p>Per a llars amb plaques solars: compensem l'energia que aboques a la xarxa a 0,06 €/kWh a cada factura.</p><ul><li>Preu de l'energia estable durant 12 mesos</li><li>Sense permanència</li></ul>",
      },
      'es-ES': {
        name: 'Luz Solar',
        html: '<p>Para hogares con placas solares: compensamos la energía que viertes a la red a 0,06 €/kWh en cada factura.</p><ul><li>Precio de la energía estable durante 12 meses</li><li>Sin permanencia</li></ul>',
      },
      'en-US': {
        name: 'Solar Power',
        html: '<p>For homes with solar panels: we credit the energy you feed into the grid at €0.06/kWh on every invoice.</p><ul><li>Steady energy price for 12 months</li><li>No lock-in</li></ul>',
      },
      'gl-ES': {
        name: 'Luz Solar',
        html: '<p>Para fogares con placas solares: compensamos a enerxía que vertes á rede a 0,06 €/kWh en cada factura.</p><ul><li>Prezo da enerxía estable durante 12 meses</li><li>Sen permanencia</li></ul>',
      },
      'fr-FR': {
        name: 'Électricité Solaire',
        html: "<p>Pour les logements équipés de panneaux solaires : nous compensons l'énergie que vous injectez dans le réseau à 0,06 €/kWh sur chaque facture.</p><ul><li>Prix de l'énergie stable pendant 12 mois</li><li>Sans engagement</li></ul>",
      },
      'de-DE': {
        name: 'Strom Solar',
        html: '<p>Für Haushalte mit Solaranlage: Wir vergüten den Strom, den Sie ins Netz einspeisen, mit 0,06 €/kWh auf jeder Rechnung.</p><ul><li>Stabiler Energiepreis für 12 Monate</li><li>Ohne Mindestlaufzeit</li></ul>',
      },
    },
  },
  {
    key: 'empresa-preu-fix',
    priceList: 'EMPRESA_30TD',
    tariff: '3.0TD',
    // Above 15 kW: powers have three decimals (visitor-and-shell §5.8).
    minPowerKw: 15.001,
    link: `${SITE}/tarifes/empresa`,
    texts: {
      'ca-ES': {
        name: 'Empresa Preu Fix',
        html: '<p>Preu fix per període per a negocis de més de 15 kW, durant 12 mesos.</p><ul><li>Gestor personal per a la teva empresa</li><li>Factura agrupada de tots els punts de subministrament</li></ul>',
      },
      'es-ES': {
        name: 'Empresa Precio Fijo',
        html: '<p>Precio fijo por periodo para negocios de más de 15 kW, durante 12 meses.</p><ul><li>Gestor personal para tu empresa</li><li>Factura agrupada de todos los puntos de suministro</li></ul>',
      },
      'en-US': {
        name: 'Business Fixed Price',
        html: '<p>A fixed price per period for businesses above 15 kW, for 12 months.</p><ul><li>A personal account manager for your company</li><li>One grouped invoice for all your supply points</li></ul>',
      },
      'gl-ES': {
        name: 'Empresa Prezo Fixo',
        html: '<p>Prezo fixo por período para negocios de máis de 15 kW, durante 12 meses.</p><ul><li>Xestor persoal para a túa empresa</li><li>Factura agrupada de todos os puntos de subministración</li></ul>',
      },
      'fr-FR': {
        name: 'Entreprise Prix Fixe',
        html: '<p>Un prix fixe par période pour les entreprises de plus de 15 kW, pendant 12 mois.</p><ul><li>Un conseiller dédié pour votre entreprise</li><li>Une facture groupée pour tous vos points de livraison</li></ul>',
      },
      'de-DE': {
        name: 'Gewerbe Festpreis',
        html: '<p>Fester Preis je Zeitraum für Unternehmen über 15 kW, für 12 Monate.</p><ul><li>Persönliche Ansprechperson für Ihr Unternehmen</li><li>Eine Sammelrechnung für alle Ihre Lieferstellen</li></ul>',
      },
    },
  },
  {
    key: 'gas-llar',
    priceList: 'GAS_LLAR_RL1',
    tariff: 'RL.1',
    link: `${SITE}/tarifes/gas-llar`,
    texts: {
      'ca-ES': {
        name: 'Gas Llar',
        html: "<p>Gas natural per a la cuina i l'aigua calenta, amb preu fix durant 12 mesos.</p><p>Per a consums de fins a 5.000 kWh l'any (peatge RL.1).</p>",
      },
      'es-ES': {
        name: 'Gas Hogar',
        html: '<p>Gas natural para la cocina y el agua caliente, con precio fijo durante 12 meses.</p><p>Para consumos de hasta 5.000 kWh al año (peaje RL.1).</p>',
      },
      'en-US': {
        name: 'Home Gas',
        html: '<p>Natural gas for cooking and hot water, at a fixed price for 12 months.</p><p>For up to 5,000 kWh a year (RL.1 toll).</p>',
      },
      'gl-ES': {
        name: 'Gas Fogar',
        html: '<p>Gas natural para a cociña e a auga quente, con prezo fixo durante 12 meses.</p><p>Para consumos de ata 5.000 kWh ao ano (peaxe RL.1).</p>',
      },
      'fr-FR': {
        name: 'Gaz Maison',
        html: "<p>Gaz naturel pour la cuisine et l'eau chaude, à prix fixe pendant 12 mois.</p><p>Pour une consommation jusqu'à 5 000 kWh par an (péage RL.1).</p>",
      },
      'de-DE': {
        name: 'Gas Zuhause',
        html: '<p>Erdgas zum Kochen und für Warmwasser, zum Festpreis für 12 Monate.</p><p>Für einen Verbrauch bis 5.000 kWh im Jahr (Netzentgelt RL.1).</p>',
      },
    },
  },
  {
    key: 'gas-llar-plus',
    priceList: 'GAS_LLAR_RL2',
    tariff: 'RL.2',
    link: `${SITE}/tarifes/gas-llar-plus`,
    texts: {
      'ca-ES': {
        name: 'Gas Llar Plus',
        html: "<p>Gas natural per a la cuina, l'aigua calenta i la calefacció, amb preu fix durant 12 mesos.</p><p>Per a consums d'entre 5.000 i 15.000 kWh l'any (peatge RL.2).</p>",
      },
      'es-ES': {
        name: 'Gas Hogar Plus',
        html: '<p>Gas natural para la cocina, el agua caliente y la calefacción, con precio fijo durante 12 meses.</p><p>Para consumos de entre 5.000 y 15.000 kWh al año (peaje RL.2).</p>',
      },
      'en-US': {
        name: 'Home Gas Plus',
        html: '<p>Natural gas for cooking, hot water and heating, at a fixed price for 12 months.</p><p>For 5,000 to 15,000 kWh a year (RL.2 toll).</p>',
      },
      'gl-ES': {
        name: 'Gas Fogar Plus',
        html: '<p>Gas natural para a cociña, a auga quente e a calefacción, con prezo fixo durante 12 meses.</p><p>Para consumos de entre 5.000 e 15.000 kWh ao ano (peaxe RL.2).</p>',
      },
      'fr-FR': {
        name: 'Gaz Maison Plus',
        html: "<p>Gaz naturel pour la cuisine, l'eau chaude et le chauffage, à prix fixe pendant 12 mois.</p><p>Pour une consommation de 5 000 à 15 000 kWh par an (péage RL.2).</p>",
      },
      'de-DE': {
        name: 'Gas Zuhause Plus',
        html: '<p>Erdgas zum Kochen, für Warmwasser und Heizung, zum Festpreis für 12 Monate.</p><p>Für einen Verbrauch von 5.000 bis 15.000 kWh im Jahr (Netzentgelt RL.2).</p>',
      },
    },
  },
];

/**
 * Seeds the offers into a demo database that has the demo price lists and no offer yet: at the
 * first start (after the contracts, which write the price lists), and at the next start of a demo
 * database made before the wizards existed.
 */
export async function seedDemoProductOffersIfMissing(db: Database): Promise<boolean> {
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${productOffers}`));
  if ((existing?.n ?? 0) > 0) return false;
  const names = [...new Set(DEMO_PRODUCT_OFFERS.map((o) => o.priceList))];
  const listRows = await db.select({ id: priceLists.id, name: priceLists.name }).from(priceLists).where(inArray(priceLists.name, names));
  const lists = new Map(listRows.map((l) => [l.name, l.id]));
  const tariffIds = new Map((await db.select({ id: tariffs.id, name: tariffs.name }).from(tariffs)).map((t) => [t.name, t.id]));
  if (names.some((name) => !lists.has(name))) return false;
  await db.transaction(async (tx) => {
    for (const offer of DEMO_PRODUCT_OFFERS) {
      const tariffId = tariffIds.get(offer.tariff);
      if (tariffId === undefined) throw new Error(`demo offer ${offer.key}: no tariff ${offer.tariff}`);
      const [row] = await tx
        .insert(productOffers)
        .values({
          priceListId: lists.get(offer.priceList) as number,
          tariffId,
          minPowerKw: offer.minPowerKw ?? 0,
          maxPowerKw: offer.maxPowerKw ?? null,
          selfConsumption: offer.selfConsumption ?? 'any',
          promocode: offer.promocode ?? null,
          initialPayment: offer.initialPayment ?? 0,
          link: offer.link,
        })
        .returning({ id: productOffers.id });
      if (!row) throw new Error(`demo offer ${offer.key}: insert returned nothing`);
      await tx.insert(productOfferTexts).values(
        Object.entries(offer.texts).map(([language, text]) => ({
          offerId: row.id,
          language,
          name: text.name,
          descriptionHtml: text.html,
        })),
      );
    }
  });
  return true;
}
