import {
  isWebhookUrlAllowed,
  type TWebhook,
  type TWebhookAttemptsQuery,
  type TWebhookAttemptsResponse,
  type TWebhookCreate,
  type TWebhookCreated,
  WEBHOOK_URL_NOT_ALLOWED,
} from '@portal/domain';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { type TrailBy, trail, trailChanges } from '../trail/index.ts';
import type { DeliveryRepo } from './delivery-repo.ts';
import type { CreatedBy, IntegrationRepo, WebhookEndpointRow } from './repo.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';

const webhookNotFound = () => new ApiError(404, 'webhook_not_found', 'webhook_not_found');

function webhookView(row: WebhookEndpointRow & { creator: CreatedBy | null }): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    created_by: row.creator,
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
  };
}

function withoutQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The webhook endpoints (docs/integration.md): a supervisor registers one (its secret shown
 * once), lists them, disables one and reads its delivery log; each change a trail line.
 */
export class Webhooks {
  constructor(
    private readonly deps: {
      db: Database;
      repo: IntegrationRepo;
      deliveries: DeliveryRepo;
      secrets: WebhookSecrets;
      /** WEBHOOK_ALLOW_HTTP_LOCALHOST: http:// to this machine, for tests. */
      allowHttpLocalhost: boolean;
      now?: () => Date;
    },
  ) {}

  async create(by: TrailBy & { staffId: number }, input: TWebhookCreate): Promise<TWebhookCreated> {
    if (!isWebhookUrlAllowed(input.url, this.deps.allowHttpLocalhost))
      throw new ApiError(400, WEBHOOK_URL_NOT_ALLOWED, WEBHOOK_URL_NOT_ALLOWED, { errors: { url: [WEBHOOK_URL_NOT_ALLOWED] } });
    const secret = this.deps.secrets.newSecret();
    const row = await this.deps.db.transaction(async (tx) => {
      const created = await this.deps.repo.insertEndpoint(tx, {
        url: input.url,
        events: input.events,
        sealedSecret: this.deps.secrets.seal(secret),
        createdBy: by.staffId,
      });
      await trail.record(tx, by, {
        action: 'webhook_change',
        customerId: null,
        subject: `webhook ${created.id}`,
        // The address without its query: a receiver may carry a key there, and the trail keeps no secret.
        changes: trailChanges({ url: withoutQuery(created.url), events: created.events.join(' ') }),
      });
      return created;
    });
    return { ...webhookView((await this.deps.repo.endpoint(this.deps.db, row.id))!), secret };
  }

  async list(): Promise<{ items: TWebhook[] }> {
    return { items: (await this.deps.repo.endpoints()).map(webhookView) };
  }

  /** Disabled at once, what waited for it given up; one already disabled answers as it is. */
  async disable(by: TrailBy & { staffId: number }, id: number): Promise<TWebhook> {
    const at = this.deps.now?.() ?? new Date();
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.disableEndpoint(tx, id, by.staffId, at))) return;
      await trail.record(tx, by, {
        action: 'webhook_change',
        customerId: null,
        subject: `webhook ${id}`,
        changes: trailChanges({ disabled_at: at.toISOString() }),
      });
    });
    const row = await this.deps.repo.endpoint(this.deps.db, id);
    if (!row) throw webhookNotFound();
    return webhookView(row);
  }

  async attempts(id: number, query: TWebhookAttemptsQuery): Promise<TWebhookAttemptsResponse> {
    if (!(await this.deps.repo.endpoint(this.deps.db, id))) throw webhookNotFound();
    const { rows, total } = await this.deps.deliveries.attempts(id, query.offset, query.limit);
    return {
      items: rows.map((r) => ({
        delivery_id: r.deliveryId,
        event_id: r.eventId,
        event: r.eventType,
        attempt: r.attempt,
        at: r.at.toISOString(),
        status_code: r.statusCode,
        error: r.error,
        delivery_state: r.deliveryState as TWebhookAttemptsResponse['items'][number]['delivery_state'],
      })),
      total,
      offset: query.offset,
      limit: query.limit,
    };
  }
}
