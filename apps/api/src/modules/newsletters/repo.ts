import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import {
  newsletterSubscriberEmails,
  newsletterSubscribers,
  newsletterSubscriptions,
  newsletters,
  newsletterTexts,
  users,
} from '../../db/schema/index.ts';

export interface NewsletterRow {
  id: number;
  texts: { language: string; name: string; description: string }[];
}

export interface SubscriptionRow {
  newsletterId: number;
  exported: boolean;
}

/** The newsletters' SQL: the list, the subscribers, their e-mails and subscriptions. */
export class NewslettersRepo {
  constructor(private readonly db: Database) {}

  /** Every newsletter in the page's order, with its texts in every language it has. */
  async newsletters(executor: Executor = this.db): Promise<NewsletterRow[]> {
    const rows = await executor
      .select({
        id: newsletters.id,
        language: newsletterTexts.language,
        name: newsletterTexts.name,
        description: newsletterTexts.description,
      })
      .from(newsletters)
      .leftJoin(newsletterTexts, eq(newsletterTexts.newsletterId, newsletters.id))
      .orderBy(asc(newsletters.position), asc(newsletters.id));
    const byId = new Map<number, NewsletterRow>();
    for (const row of rows) {
      const newsletter = byId.get(row.id) ?? { id: row.id, texts: [] };
      if (row.language !== null && row.name !== null && row.description !== null) {
        newsletter.texts.push({ language: row.language, name: row.name, description: row.description });
      }
      byId.set(row.id, newsletter);
    }
    return [...byId.values()];
  }

  async subscriberOfEmail(email: string, executor: Executor = this.db): Promise<number | undefined> {
    const [row] = await executor
      .select({ id: newsletterSubscriberEmails.subscriberId })
      .from(newsletterSubscriberEmails)
      .where(eq(newsletterSubscriberEmails.email, email))
      .limit(1);
    return row?.id;
  }

  /** The subscriber of a signed-in user: the one linked to the customer, else the one of the account's e-mail. */
  async subscriberOfUser(userId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: newsletterSubscribers.id })
      .from(users)
      .innerJoin(
        newsletterSubscribers,
        sql`${newsletterSubscribers.customerId} = ${users.customerId} or ${newsletterSubscribers.id} in (select ${newsletterSubscriberEmails.subscriberId} from ${newsletterSubscriberEmails} where ${newsletterSubscriberEmails.email} = lower(${users.email}))`,
      )
      .where(eq(users.id, userId))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(1);
    return row?.id;
  }

  /** The subscriber, locked for the caller's transaction (two changes at once are applied one after the other); undefined when gone. */
  async lockSubscriber(tx: Executor, id: number): Promise<{ id: number; language: string } | undefined> {
    const [row] = await tx
      .select({ id: newsletterSubscribers.id, language: newsletterSubscribers.language })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .for('update');
    return row;
  }

  async emails(id: number, executor: Executor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ email: newsletterSubscriberEmails.email })
      .from(newsletterSubscriberEmails)
      .where(eq(newsletterSubscriberEmails.subscriberId, id))
      .orderBy(asc(newsletterSubscriberEmails.position), asc(newsletterSubscriberEmails.email));
    return rows.map((row) => row.email);
  }

  async subscriptions(id: number, executor: Executor = this.db): Promise<SubscriptionRow[]> {
    return executor
      .select({ newsletterId: newsletterSubscriptions.newsletterId, exported: newsletterSubscriptions.exported })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.subscriberId, id));
  }

  async createSubscriber(tx: Executor, email: string, language: string): Promise<number> {
    const [row] = await tx.insert(newsletterSubscribers).values({ language }).returning({ id: newsletterSubscribers.id });
    if (!row) throw new Error('subscriber insert returned nothing');
    await tx.insert(newsletterSubscriberEmails).values({ subscriberId: row.id, email });
    return row.id;
  }

  /** Keeps exactly `selected` (plus the exported ones, which the service never lets go) and adds what is new. */
  async setSubscriptions(tx: Executor, id: number, selected: number[]): Promise<void> {
    await tx
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.subscriberId, id),
          eq(newsletterSubscriptions.exported, false),
          selected.length > 0 ? notInArray(newsletterSubscriptions.newsletterId, selected) : sql`true`,
        ),
      );
    if (selected.length > 0) {
      await tx
        .insert(newsletterSubscriptions)
        .values(selected.map((newsletterId) => ({ subscriberId: id, newsletterId })))
        .onConflictDoNothing();
    }
  }

  /** Unsubscribing from everything (§4.5): the subscriber and its e-mails go (the subscriptions cascade). */
  async deleteSubscriber(tx: Executor, id: number): Promise<void> {
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  }

  /** Whether any of these addresses belongs to another subscriber. */
  async emailsTakenByOthers(tx: Executor, id: number, emails: string[]): Promise<boolean> {
    const [row] = await tx
      .select({ id: newsletterSubscriberEmails.subscriberId })
      .from(newsletterSubscriberEmails)
      .where(and(inArray(newsletterSubscriberEmails.email, emails), sql`${newsletterSubscriberEmails.subscriberId} <> ${id}`))
      .limit(1);
    return row !== undefined;
  }

  async replaceEmails(tx: Executor, id: number, emails: string[]): Promise<void> {
    await tx.delete(newsletterSubscriberEmails).where(eq(newsletterSubscriberEmails.subscriberId, id));
    await tx.insert(newsletterSubscriberEmails).values(emails.map((email, position) => ({ subscriberId: id, email, position })));
  }
}
