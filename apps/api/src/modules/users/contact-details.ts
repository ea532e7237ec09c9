import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { addresses, contracts, customers, notificationAddresses, users } from '../../db/schema/index.ts';

/** What the portal knows of how to reach a signed-in customer: the profile's name and e-mail, the tax id, a mobile. */
export interface TContactDetails {
  taxId: string;
  /** The account's full name as the profile shows it (a person's given name and surnames, or a company's name). */
  name: string;
  email: string;
  /** '' when the customer never gave one. */
  mobile: string;
}

/**
 * The contact details of a user, for forms that start filled in (the contracting wizard's person
 * step). The mobile is the one the customer last set on a contract's notification address, else
 * the one of their latest address: both are where the customer told us to reach them.
 */
export function contactDetailsReader(db: Database) {
  return async (userId: number): Promise<TContactDetails | undefined> => {
    const [profile] = await db
      .select({ customerId: users.customerId, taxId: customers.taxId, name: users.name, email: users.email })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!profile) return undefined;
    const [notification] = await db
      .select({ mobile: notificationAddresses.mobile })
      .from(notificationAddresses)
      .innerJoin(contracts, eq(contracts.id, notificationAddresses.contractId))
      .where(and(eq(contracts.customerId, profile.customerId), ne(notificationAddresses.mobile, '')))
      .orderBy(desc(notificationAddresses.updatedAt), desc(notificationAddresses.contractId))
      .limit(1);
    const [address] = notification
      ? []
      : await db
          .select({ mobile: addresses.mobile })
          .from(addresses)
          .where(and(eq(addresses.customerId, profile.customerId), ne(addresses.mobile, '')))
          .orderBy(desc(addresses.id))
          .limit(1);
    return {
      taxId: profile.taxId,
      name: profile.name,
      email: profile.email,
      mobile: notification?.mobile ?? address?.mobile ?? '',
    };
  };
}
