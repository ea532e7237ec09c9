import { formatMoney } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { invoices } from '../../db/schema/index.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import type { Absent, IntentOutcome } from '../../platform/payments/provider.ts';
import type { ContractMail } from '../communications/index.ts';
import { invoiceUpdates } from '../invoices/index.ts';
import { type TrailBy, trail } from '../trail/index.ts';
import type { PaymentRow, PaymentStatus, PaymentsRepo } from './repo.ts';

/** How the payment history of an invoice names a card payment (pending_state_history, as the back office writes it). */
export const PAID_BY_CARD = 'Pagada amb targeta al portal';

const UNDECIDED: PaymentStatus[] = ['processing', 'requires_action'];

/** The calendar day in Madrid, where the retailer's books are kept. */
export const madridDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * Writes what a provider answered onto an attempt, in one transaction with the settlement of
 * the invoice when it succeeded. Every move starts from an undecided state, so when two paths
 * learn the same outcome (the request and the reconciler) only the first writes it, and the
 * invoice is settled once. Answers the attempt as it stands afterwards.
 */
export class AttemptRecorder {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly now: () => Date = () => new Date(),
    /** Mails the outcome to the customer in the same transaction (docs/communications.md); none in some tests. */
    private readonly mail?: ContractMail,
    /** Tells the retailer's systems of a successful payment in the same transaction (docs/integration.md); none in some tests. */
    private readonly events?: OutgoingEvents,
  ) {}

  async record(attempt: PaymentRow, outcome: IntentOutcome | Absent, by?: TrailBy): Promise<PaymentRow> {
    return (await this.recordMove(attempt, outcome, by)).row;
  }

  /**
   * The same, saying whether this call made the move (`moved`) or found the attempt already
   * decided by another path: with several instances, two reconcilers may learn the same outcome,
   * and only the one that wrote it may report it. A payment that succeeds writes its trail line
   * (docs/trail.md): `by` the request's customer, or, settled later by the reconciler, the payer's
   * user with no address.
   */
  async recordMove(attempt: PaymentRow, outcome: IntentOutcome | Absent, by?: TrailBy): Promise<{ row: PaymentRow; moved: boolean }> {
    const intent = 'intentId' in outcome && outcome.intentId ? { providerIntentId: outcome.intentId } : {};
    const label = 'cardLabel' in outcome && outcome.cardLabel ? { paymentMethodLabel: outcome.cardLabel } : {};
    // Read before the transaction: PGlite's one connection runs no other query inside it.
    const organisation = this.mail ? await this.mail.organisation() : '';
    const result = await this.repo.db.transaction(async (tx) => {
      let moved: PaymentRow | undefined;
      switch (outcome.status) {
        case 'succeeded':
          moved = await this.repo.transition(tx, attempt.id, UNDECIDED, {
            status: 'succeeded',
            ...intent,
            ...label,
            errorCode: null,
            declineCode: null,
          });
          if (moved) {
            await invoiceUpdates.settle(tx, moved.invoiceId, { changeDate: madridDate(this.now()), description: PAID_BY_CARD });
            await trail.record(tx, by ?? payerBy(moved), await paymentLine(tx, moved));
            await this.events?.emit(tx, {
              type: 'payment.succeeded',
              data: { payment_id: moved.id, invoice_id: moved.invoiceId, amount_cents: moved.amountCents, currency: moved.currency },
            });
          }
          break;
        case 'requires_action':
          moved = await this.repo.transition(tx, attempt.id, UNDECIDED, { status: 'requires_action', ...intent, ...label });
          break;
        case 'processing':
          moved = await this.repo.transition(tx, attempt.id, UNDECIDED, { status: 'processing', ...intent, ...label });
          break;
        case 'failed':
          moved = await this.repo.transition(tx, attempt.id, UNDECIDED, {
            status: 'failed',
            ...intent,
            ...label,
            errorCode: outcome.code,
            declineCode: outcome.declineCode ?? null,
          });
          break;
        case 'canceled':
          moved = await this.repo.transition(tx, attempt.id, UNDECIDED, {
            status: 'canceled',
            ...intent,
            ...label,
            errorCode: 'unexpected_intent_state',
          });
          break;
        case 'absent':
          // Nothing was charged (see provider.ts): the invoice can be paid again.
          moved = await this.repo.transition(tx, attempt.id, ['processing'], { status: 'failed', errorCode: 'processing_error' });
          break;
      }
      if (moved) {
        if (moved.status === 'succeeded' || moved.status === 'failed') await this.tell(tx, organisation, moved);
        return { row: moved, moved: true };
      }
      return { row: (await this.repo.attempt(tx, attempt.id)) ?? attempt, moved: false };
    });
    if (result.moved) {
      this.mail?.poke();
      this.events?.poke();
    }
    return result;
  }

  /**
   * The outcome's mail about the invoice's contract: succeeded always, failed unless the customer
   * turned "payment failed" off. Only the move's writer tells, so it is told once. A multipoint
   * invoice, tied to no one contract, has no contract page to list it on: no mail.
   */
  private async tell(tx: Executor, organisation: string, payment: PaymentRow): Promise<void> {
    if (!this.mail) return;
    const [invoice] = await tx
      .select({ contractId: invoices.contractId, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, payment.invoiceId));
    if (!invoice?.contractId) return;
    const failed = payment.status === 'failed';
    await this.mail.enqueue(tx, organisation, {
      contractId: invoice.contractId,
      template: failed ? 'payment_failed' : 'payment_succeeded',
      preference: failed ? 'payment_failed' : undefined,
      data: (reader) => ({ ...reader, invoiceNumber: invoice.number, amount: formatMoney(payment.amountCents / 100, reader.language) }),
    });
  }
}

const payerBy = (payment: PaymentRow): TrailBy => ({
  actor: 'customer',
  userId: payment.userId,
  staffId: null,
  address: null,
  userAgent: null,
});

/** A card payment's line: about the invoice's number; the attempt, its amount and card label (the provider's, never the card's number). */
const paymentLine = async (tx: Executor, payment: PaymentRow) => ({
  action: 'payment' as const,
  customerId: payment.customerId,
  subject: (await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, payment.invoiceId)))[0]?.number ?? null,
  changes: {
    payment_id: { after: payment.id },
    amount_cents: { after: payment.amountCents },
    platform: { after: payment.platform },
    status: { after: payment.status },
    ...(payment.paymentMethodLabel ? { card: { after: payment.paymentMethodLabel } } : {}),
  },
});
