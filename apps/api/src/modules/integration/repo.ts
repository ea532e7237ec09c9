import type { TIntegrationScope, TWebhookEventType } from '@portal/domain';
import { and, arrayContains, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database.ts';
import { integrationTokens, staffAccounts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type IntegrationTokenRow = typeof integrationTokens.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** Who created a token or an endpoint, as the lists show it. */
export interface CreatedBy {
  id: number;
  label: string;
  email: string;
}

const creator = alias(staffAccounts, 'creator');

/** The integration tokens' and webhook endpoints' SQL (docs/integration.md). */
export class IntegrationRepo {
  constructor(private readonly db: Database) {}

  async insertToken(
    tx: Executor,
    token: { name: string; scopes: TIntegrationScope[]; tokenHash: string; createdBy: number },
  ): Promise<IntegrationTokenRow> {
    const [row] = await tx.insert(integrationTokens).values(token).returning();
    return row!;
  }

  async tokens(): Promise<Array<IntegrationTokenRow & { creator: CreatedBy | null }>> {
    const rows = await this.db
      .select({ token: integrationTokens, creator: { id: creator.id, label: creator.label, email: creator.email } })
      .from(integrationTokens)
      .leftJoin(creator, eq(creator.id, integrationTokens.createdBy))
      .orderBy(desc(integrationTokens.id));
    return rows.map((r) => ({ ...r.token, creator: r.creator }));
  }

  async token(executor: Executor, id: number): Promise<(IntegrationTokenRow & { creator: CreatedBy | null }) | undefined> {
    const [row] = await executor
      .select({ token: integrationTokens, creator: { id: creator.id, label: creator.label, email: creator.email } })
      .from(integrationTokens)
      .leftJoin(creator, eq(creator.id, integrationTokens.createdBy))
      .where(eq(integrationTokens.id, id));
    return row ? { ...row.token, creator: row.creator } : undefined;
  }

  /** Revokes a live token; false when it is missing or already revoked (then nothing is written). */
  async revokeToken(tx: Executor, id: number, by: number, at: Date): Promise<boolean> {
    const rows = await tx
      .update(integrationTokens)
      .set({ revokedAt: at, revokedBy: by })
      .where(and(eq(integrationTokens.id, id), isNull(integrationTokens.revokedAt)))
      .returning({ id: integrationTokens.id });
    return rows.length > 0;
  }

  /** The live token of this hash: a revoked one is refused from the moment its revocation commits. */
  async liveToken(hash: string): Promise<Pick<IntegrationTokenRow, 'id' | 'name' | 'scopes' | 'lastUsedAt'> | undefined> {
    const [row] = await this.db
      .select({
        id: integrationTokens.id,
        name: integrationTokens.name,
        scopes: integrationTokens.scopes,
        lastUsedAt: integrationTokens.lastUsedAt,
      })
      .from(integrationTokens)
      .where(and(eq(integrationTokens.tokenHash, hash), isNull(integrationTokens.revokedAt)));
    return row;
  }

  /** `last_used_at` to now, unless it moved less than `within` ago (one write a minute, not one a call). */
  async touch(id: number, now: Date, withinMs: number): Promise<void> {
    await this.db
      .update(integrationTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(integrationTokens.id, id),
          or(isNull(integrationTokens.lastUsedAt), lt(integrationTokens.lastUsedAt, new Date(now.getTime() - withinMs))),
        ),
      );
  }

  async insertEndpoint(
    tx: Executor,
    endpoint: { url: string; events: TWebhookEventType[]; sealedSecret: string; createdBy: number },
  ): Promise<WebhookEndpointRow> {
    const [row] = await tx.insert(webhookEndpoints).values(endpoint).returning();
    return row!;
  }

  async endpoints(): Promise<Array<WebhookEndpointRow & { creator: CreatedBy | null }>> {
    const rows = await this.db
      .select({ endpoint: webhookEndpoints, creator: { id: creator.id, label: creator.label, email: creator.email } })
      .from(webhookEndpoints)
      .leftJoin(creator, eq(creator.id, webhookEndpoints.createdBy))
      .orderBy(desc(webhookEndpoints.id));
    return rows.map((r) => ({ ...r.endpoint, creator: r.creator }));
  }

  async endpoint(executor: Executor, id: number): Promise<(WebhookEndpointRow & { creator: CreatedBy | null }) | undefined> {
    const [row] = await executor
      .select({ endpoint: webhookEndpoints, creator: { id: creator.id, label: creator.label, email: creator.email } })
      .from(webhookEndpoints)
      .leftJoin(creator, eq(creator.id, webhookEndpoints.createdBy))
      .where(eq(webhookEndpoints.id, id));
    return row ? { ...row.endpoint, creator: row.creator } : undefined;
  }

  /**
   * Disables a live endpoint and gives up what still waited for it, in the caller's transaction;
   * false when it is missing or already disabled.
   */
  async disableEndpoint(tx: Executor, id: number, by: number, at: Date): Promise<boolean> {
    const rows = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: at, disabledBy: by })
      .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.disabledAt)))
      .returning({ id: webhookEndpoints.id });
    if (rows.length === 0) return false;
    await tx
      .update(webhookDeliveries)
      .set({ state: 'failed' })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.state, 'pending')));
    return true;
  }

  /** The live endpoints subscribed to an event type, read in the event's transaction. */
  async subscribers(tx: Executor, type: TWebhookEventType): Promise<Array<{ id: number }>> {
    return tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(isNull(webhookEndpoints.disabledAt), arrayContains(webhookEndpoints.events, sql`array[${type}]::text[]`)));
  }
}
