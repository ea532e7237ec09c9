import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../../db/schema/index.ts';

/** What the sandbox keeps of a card: never the number or the CVC (Stripe keeps no more for us). */
export interface SandboxCardRecord {
  customerId: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** What the test number stands for: 'success', 'requires_authentication' or a card error code. */
  outcome: string;
  declineCode: string | null;
}

export type SandboxIntentStatus = 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface SandboxIntentRow {
  id: string;
  idempotencyKey: string;
  paymentMethodId: string;
  customerId: number;
  amountCents: number;
  status: SandboxIntentStatus;
  clientSecret: string;
  errorCode: string | null;
  declineCode: string | null;
  brand: string;
  last4: string;
}

/** An intent as written: the store makes its client secret, and the brand and last digits are its card's. */
export type NewSandboxIntent = Omit<SandboxIntentRow, 'clientSecret' | 'brand' | 'last4'>;

/** Ids shaped like Stripe's (`pm_…`, `pi_…`), random so they cannot be guessed from one another. */
export const sandboxId = (prefix: 'pm' | 'pi') => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

const intentColumns = {
  id: sandboxPaymentIntents.id,
  idempotencyKey: sandboxPaymentIntents.idempotencyKey,
  paymentMethodId: sandboxPaymentIntents.paymentMethodId,
  customerId: sandboxPaymentIntents.customerId,
  amountCents: sandboxPaymentIntents.amountCents,
  status: sandboxPaymentIntents.status,
  clientSecret: sandboxPaymentIntents.clientSecret,
  errorCode: sandboxPaymentIntents.errorCode,
  declineCode: sandboxPaymentIntents.declineCode,
  brand: sandboxPaymentMethods.brand,
  last4: sandboxPaymentMethods.last4,
};

/** The sandbox provider's own records (its "Stripe account"), in the portal's database. */
export class SandboxStore {
  constructor(private readonly db: Database) {}

  async createPaymentMethod(card: SandboxCardRecord): Promise<string> {
    const id = sandboxId('pm');
    await this.db.insert(sandboxPaymentMethods).values({ id, ...card });
    return id;
  }

  /** A payment method of that customer only: another customer's token is unknown here. */
  async findPaymentMethod(id: string, customerId: number) {
    const [row] = await this.db
      .select()
      .from(sandboxPaymentMethods)
      .where(and(eq(sandboxPaymentMethods.id, id), eq(sandboxPaymentMethods.customerId, customerId)));
    return row;
  }

  /**
   * Inserts the intent unless one exists under the same idempotency key, and answers the one
   * that stands: a retried or concurrent request gets the first intent, never a second charge.
   */
  async insertIntent(intent: NewSandboxIntent): Promise<SandboxIntentRow> {
    const clientSecret = `${intent.id}_secret_${randomBytes(12).toString('hex')}`;
    await this.db
      .insert(sandboxPaymentIntents)
      .values({ ...intent, clientSecret })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
    const stored = await this.findIntentByKey(intent.idempotencyKey);
    if (!stored) throw new Error(`sandbox intent ${intent.idempotencyKey} vanished`);
    return stored;
  }

  async findIntent(id: string): Promise<SandboxIntentRow | undefined> {
    return this.selectIntent(eq(sandboxPaymentIntents.id, id));
  }

  async findIntentByKey(idempotencyKey: string): Promise<SandboxIntentRow | undefined> {
    return this.selectIntent(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
  }

  async findCustomerIntent(id: string, customerId: number): Promise<SandboxIntentRow | undefined> {
    return this.selectIntent(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.customerId, customerId)));
  }

  /** Moves an intent out of `requires_action`; false when it was not waiting (already decided). */
  async settleWaitingIntent(id: string, status: 'succeeded' | 'canceled', errorCode: string | null): Promise<boolean> {
    const updated = await this.db
      .update(sandboxPaymentIntents)
      .set({ status, errorCode, updatedAt: sql`now()` })
      .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, 'requires_action')))
      .returning({ id: sandboxPaymentIntents.id });
    return updated.length > 0;
  }

  private async selectIntent(where: ReturnType<typeof eq> | undefined): Promise<SandboxIntentRow | undefined> {
    const [row] = await this.db
      .select(intentColumns)
      .from(sandboxPaymentIntents)
      .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxPaymentIntents.paymentMethodId))
      .where(where);
    return row;
  }
}
