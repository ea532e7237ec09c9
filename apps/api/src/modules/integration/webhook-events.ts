import { randomUUID } from 'node:crypto';
import type { TWebhookEvent, TWebhookPayload } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import type { DeliveryRepo } from './delivery-repo.ts';
import type { IntegrationRepo } from './repo.ts';
import type { WebhookDispatcher } from './webhook-dispatcher.ts';

/**
 * The OutgoingEvents port as webhooks (docs/integration.md): an event becomes one delivery per
 * live endpoint subscribed to its type, in the transaction of what it reports, with the body it
 * will be sent with; nothing is written when no endpoint listens.
 */
export class WebhookEvents implements OutgoingEvents {
  constructor(
    private readonly repo: IntegrationRepo,
    private readonly deliveries: DeliveryRepo,
    private readonly dispatcher: Pick<WebhookDispatcher, 'poke'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async emit(tx: Executor, event: TWebhookEvent): Promise<void> {
    const endpoints = await this.repo.subscribers(tx, event.type);
    const createdAt = this.now().toISOString();
    await this.deliveries.insert(
      tx,
      endpoints.map((endpoint) => {
        const id = `evt_${randomUUID()}`;
        const payload: TWebhookPayload = { id, type: event.type, created_at: createdAt, data: event.data };
        return { endpointId: endpoint.id, eventId: id, eventType: event.type, body: JSON.stringify(payload) };
      }),
    );
  }

  poke(): void {
    void this.dispatcher.poke();
  }
}
