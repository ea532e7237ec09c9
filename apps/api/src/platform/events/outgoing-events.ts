import type { TWebhookEvent } from '@portal/domain';
import type { Executor } from '../../db/database.ts';

/**
 * How a module that acts tells the retailer's systems what happened (a lead, a signature, a case,
 * a payment): the port only, so that the modules that emit know nothing of webhooks; the
 * integration module implements it (docs/integration.md). Used as the mail's outbox is: `emit` in
 * the action's transaction, `poke` after its commit.
 */
export interface OutgoingEvents {
  /** Queues the event for every endpoint subscribed to it, with `tx`: it exists if and only if the action commits. */
  emit(tx: Executor, event: TWebhookEvent): Promise<void>;
  /** After the commit: deliver what is due now rather than at the next sweep. Never throws. */
  poke(): void;
}
