import type { TIntegrationScope, TWebhookEventType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff.ts';

/**
 * The retailer's systems' tokens for the integration API (docs/integration.md). Only the
 * SHA-256 of a token is kept: the token itself is shown once, at its creation, and a copy of the
 * database lets nobody call the API. A revoked token stays, for the trail and the list.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** INTEGRATION_SCOPES, each at most once. */
    scopes: text('scopes').array().$type<TIntegrationScope[]>().notNull(),
    /** Hex SHA-256 of the whole token (prefix included). */
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved at most once a minute: a busy ERP must not write a row on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('integration_tokens_hash_key').on(t.tokenHash),
    check('integration_tokens_name_check', sql`length(trim(${t.name})) between 1 and 100`),
    check(
      'integration_tokens_scopes_check',
      sql`cardinality(${t.scopes}) >= 1 and ${t.scopes} <@ array['leads:read', 'queue:work', 'import']`,
    ),
  ],
);

/**
 * The endpoints the portal tells of its events (docs/integration.md). The signing secret is kept
 * sealed (AES-256-GCM under a key derived from TOKEN_SECRET, modules/integration/webhook-secrets.ts):
 * the dispatcher needs it back to sign, and a copy of the database must not let anyone forge a delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    events: text('events').array().$type<TWebhookEventType[]>().notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A disabled endpoint is queued nothing more, and what waited for it is given up. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: integer('disabled_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'webhook_endpoints_events_check',
      sql`cardinality(${t.events}) >= 1 and ${t.events} <@ array['lead.created', 'contracting_lead.created', 'signing.signed', 'case.created', 'payment.succeeded']`,
    ),
    check('webhook_endpoints_url_check', sql`char_length(${t.url}) <= 2000`),
  ],
);

/**
 * One event for one endpoint, written in the transaction of what it reports (an outbox, as
 * mail_outbox): it exists if and only if that committed. `body` is fixed then, so every retry
 * sends the same bytes under the same `event_id`. The dispatcher claims due `pending` rows as the
 * mail's does (FOR UPDATE SKIP LOCKED and a lease on `next_attempt_at`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The payload's `id` and the Webhook-Id header: a receiver deduplicates by it. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<TWebhookEventType>().notNull(),
    body: text('body').notNull(),
    /** `pending`, `delivered` (a 2xx answer) or `failed` (given up, or the endpoint disabled). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    uniqueIndex('webhook_deliveries_event_key').on(t.eventId),
    check('webhook_deliveries_state_check', sql`${t.state} in ('pending', 'delivered', 'failed')`),
    check('webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** The delivery log: every attempt, what the receiver answered or why nothing was. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status; null when none came (refused, timed out, no such host). */
    statusCode: integer('status_code'),
    /** Short, for the supervisors' log: never the receiver's body. */
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
