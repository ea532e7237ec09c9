import type { TInvoiceKind, TPaymentPlatform } from '@portal/domain';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { customers, invoices, payments, users } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

/** Attempts that block another charge of the same invoice (the partial unique index's states). */
export const LIVE_STATUSES: PaymentStatus[] = ['processing', 'requires_action', 'succeeded'];

export interface PayerRow {
  userId: number;
  customerId: number;
  email: string;
  customerName: string;
}

const invoiceColumns = {
  id: invoices.id,
  customerId: invoices.customerId,
  kind: invoices.kind,
  number: invoices.number,
  invoiceDate: invoices.invoiceDate,
  startDate: invoices.startDate,
  endDate: invoices.endDate,
  contractName: invoices.contractName,
  payerVat: invoices.payerVat,
  amountTotal: invoices.amountTotal,
  amountPending: invoices.amountPending,
  paidStatus: invoices.paidStatus,
  rectificativeType: invoices.rectificativeType,
};
export type InvoiceRow = { [K in keyof typeof invoiceColumns]: (typeof invoices.$inferSelect)[K] };

export interface PaymentWithInvoice {
  payment: PaymentRow;
  invoice: InvoiceRow;
  customerName: string;
}

/** SQL of payment attempts and of the invoice columns a payment reads (the invoices module settles them). */
export class PaymentsRepo {
  constructor(readonly db: Database) {}

  async payer(userId: number): Promise<PayerRow | undefined> {
    const [row] = await this.db
      .select({ userId: users.id, customerId: users.customerId, email: users.email, customerName: customers.name })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.id, userId));
    return row;
  }

  /** One of the customer's invoices of those kinds; `lock` holds its row until the transaction ends. */
  async invoice(
    exec: Executor,
    customerId: number,
    invoiceId: number,
    kinds: readonly TInvoiceKind[],
    lock = false,
  ): Promise<InvoiceRow | undefined> {
    const query = exec
      .select(invoiceColumns)
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId), inArray(invoices.kind, [...kinds])));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async liveAttempt(exec: Executor, invoiceId: number): Promise<PaymentRow | undefined> {
    const [row] = await exec
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, LIVE_STATUSES)));
    return row;
  }

  async attemptCount(exec: Executor, invoiceId: number): Promise<number> {
    const [row] = await exec.select({ n: count() }).from(payments).where(eq(payments.invoiceId, invoiceId));
    return row?.n ?? 0;
  }

  async insertAttempt(exec: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await exec.insert(payments).values(values).returning();
    if (!row) throw new Error('payment attempt not inserted');
    return row;
  }

  /** The heartbeat of a request waiting for the provider: its attempt is not stale (reconciler.ts). */
  async touch(paymentId: number): Promise<void> {
    await this.db
      .update(payments)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
  }

  /** Records the provider's intent on an attempt still processing; false when it was closed meanwhile. */
  async attachIntent(paymentId: number, intentId: string): Promise<boolean> {
    const rows = await this.db
      .update(payments)
      .set({ providerIntentId: intentId, updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.status, 'processing'),
          sql`(${payments.providerIntentId} is null or ${payments.providerIntentId} = ${intentId})`,
        ),
      )
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /** Moves an attempt on only from the expected states, so each transition happens once. */
  async transition(
    exec: Executor,
    paymentId: number,
    from: readonly PaymentStatus[],
    set: Partial<Pick<PaymentRow, 'status' | 'providerIntentId' | 'paymentMethodLabel' | 'errorCode' | 'declineCode'>>,
  ): Promise<PaymentRow | undefined> {
    const [row] = await exec
      .update(payments)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])))
      .returning();
    return row;
  }

  async attempt(exec: Executor, paymentId: number): Promise<PaymentRow | undefined> {
    const [row] = await exec.select().from(payments).where(eq(payments.id, paymentId));
    return row;
  }

  /** The customer's attempt that holds this provider intent. */
  async attemptByIntent(customerId: number, platform: TPaymentPlatform, intentId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.platform, platform), eq(payments.providerIntentId, intentId)));
    return row;
  }

  /** One of the customer's attempts. */
  async customerAttempt(customerId: number, paymentId: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.customerId, customerId)));
    return row;
  }

  /** The newest attempt of one of the customer's invoices, with the invoice. */
  async latestAttemptOfInvoice(customerId: number, invoiceId: number): Promise<PaymentWithInvoice | undefined> {
    const [row] = await this.withInvoice()
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.customerId, customerId)))
      .orderBy(sql`${payments.status} = 'succeeded' desc`, desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return row;
  }

  async succeededAttempt(customerId: number, paymentId: number): Promise<PaymentWithInvoice | undefined> {
    const [row] = await this.withInvoice().where(
      and(eq(payments.id, paymentId), eq(payments.customerId, customerId), eq(payments.status, 'succeeded')),
    );
    return row;
  }

  /** Attempts left undecided since before `before` (all of them without it): what the reconciler looks at. */
  async undecidedAttempts(before: Date | undefined, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, ['processing', 'requires_action']), before ? lt(payments.updatedAt, before) : undefined))
      .orderBy(payments.updatedAt)
      .limit(limit);
  }

  private withInvoice() {
    return this.db
      .select({ payment: payments, invoice: invoiceColumns, customerName: customers.name })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .innerJoin(customers, eq(customers.id, payments.customerId));
  }
}

/** A unique index refused the row (PostgreSQL 23505), whichever driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
