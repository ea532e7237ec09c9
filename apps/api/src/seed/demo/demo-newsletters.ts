import type { TLanguage } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  customers,
  newsletterSubscriberEmails,
  newsletterSubscribers,
  newsletterSubscriptions,
  newsletters,
  newsletterTexts,
  users,
} from '../../db/schema/index.ts';
import { DEMO_DOMESTIC_TAX_ID } from './demo-invoices-data.ts';

type TNewsletterWords = Record<TLanguage, { name: string; description: string }>;

/** The demo retailer's three newsletters (docs/newsletters.md), in the page's order. */
export const DEMO_NEWSLETTERS: readonly TNewsletterWords[] = [
  {
    'ca-ES': { name: 'Novetats i ofertes', description: 'Les tarifes noves, les promocions i les novetats del portal, un cop al mes.' },
    'es-ES': {
      name: 'Novedades y ofertas',
      description: 'Las tarifas nuevas, las promociones y las novedades del portal, una vez al mes.',
    },
    'en-US': { name: 'News and offers', description: 'New tariffs, promotions and what is new on the portal, once a month.' },
    'gl-ES': { name: 'Novidades e ofertas', description: 'As tarifas novas, as promocións e as novidades do portal, unha vez ao mes.' },
    'fr-FR': {
      name: 'Nouveautés et offres',
      description: 'Les nouveaux tarifs, les promotions et les nouveautés du portail, une fois par mois.',
    },
    'de-DE': { name: 'Neuigkeiten und Angebote', description: 'Neue Tarife, Aktionen und Neues im Portal, einmal im Monat.' },
  },
  {
    'ca-ES': { name: 'Consells d’estalvi', description: 'Idees per gastar menys energia a casa, segons l’època de l’any.' },
    'es-ES': { name: 'Consejos de ahorro', description: 'Ideas para gastar menos energía en casa, según la época del año.' },
    'en-US': { name: 'Saving tips', description: 'Ideas to use less energy at home, season by season.' },
    'gl-ES': { name: 'Consellos de aforro', description: 'Ideas para gastar menos enerxía na casa, segundo a época do ano.' },
    'fr-FR': { name: 'Conseils d’économie', description: 'Des idées pour consommer moins d’énergie chez vous, selon la saison.' },
    'de-DE': { name: 'Spartipps', description: 'Ideen, wie Sie zu Hause weniger Energie verbrauchen, je nach Jahreszeit.' },
  },
  {
    'ca-ES': { name: 'Mercat elèctric', description: 'Un resum setmanal dels preus del mercat majorista i del que els mou.' },
    'es-ES': { name: 'Mercado eléctrico', description: 'Un resumen semanal de los precios del mercado mayorista y de lo que los mueve.' },
    'en-US': { name: 'Electricity market', description: 'A weekly summary of wholesale market prices and what moves them.' },
    'gl-ES': { name: 'Mercado eléctrico', description: 'Un resumo semanal dos prezos do mercado maiorista e do que os move.' },
    'fr-FR': {
      name: 'Marché de l’électricité',
      description: 'Un résumé hebdomadaire des prix du marché de gros et de ce qui les fait bouger.',
    },
    'de-DE': { name: 'Strommarkt', description: 'Eine wöchentliche Übersicht der Großhandelspreise und ihrer Ursachen.' },
  },
];

/**
 * The newsletters, and the household persona as a subscriber (its account's e-mail, linked to
 * its customer, so the profile shows its newsletter link): the first newsletter already exported
 * to the mailing tool (a locked card, §2.8), the second not yet. The browser tests' copies of the
 * persona (`copies`, by tax id) are subscribed the same way, each with its own address.
 */
export async function seedDemoNewsletters(tx: Executor, copies: readonly string[] = []): Promise<void> {
  const ids: number[] = [];
  for (const [position, words] of DEMO_NEWSLETTERS.entries()) {
    const [row] = await tx.insert(newsletters).values({ position }).returning({ id: newsletters.id });
    if (!row) throw new Error('newsletter insert returned nothing');
    ids.push(row.id);
    await tx.insert(newsletterTexts).values(
      Object.entries(words).map(([language, text]) => ({
        newsletterId: row.id,
        language,
        name: text.name,
        description: text.description,
      })),
    );
  }
  const households = await tx
    .select({ customerId: customers.id, email: users.email })
    .from(customers)
    .innerJoin(users, eq(users.customerId, customers.id))
    .where(inArray(customers.taxId, [DEMO_DOMESTIC_TAX_ID, ...copies]))
    .orderBy(customers.id);
  for (const household of households) {
    const [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({ customerId: household.customerId, language: 'ca-ES' })
      .returning({ id: newsletterSubscribers.id });
    if (!subscriber) throw new Error('subscriber insert returned nothing');
    await tx.insert(newsletterSubscriberEmails).values({ subscriberId: subscriber.id, email: household.email.toLowerCase() });
    await tx.insert(newsletterSubscriptions).values([
      { subscriberId: subscriber.id, newsletterId: ids[0]!, exported: true },
      { subscriberId: subscriber.id, newsletterId: ids[1]!, exported: false },
    ]);
  }
}
