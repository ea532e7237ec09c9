import type { TIntegrationScope, TIntegrationToken, TIntegrationTokenCreate, TIntegrationTokenCreated } from '@portal/domain';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { type TrailBy, trail, trailChanges } from '../trail/index.ts';
import { integrationTokenHash, newIntegrationToken } from './integration-token-secret.ts';
import type { CreatedBy, IntegrationRepo, IntegrationTokenRow } from './repo.ts';

const tokenNotFound = () => new ApiError(404, 'integration_token_not_found', 'integration_token_not_found');

/** `last_used_at` moves at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** A live token as a request presents it: what the integration hook and the trail need. */
export interface IntegrationCaller {
  id: number;
  name: string;
  scopes: TIntegrationScope[];
}

function tokenView(row: IntegrationTokenRow & { creator: CreatedBy | null }): TIntegrationToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    created_by: row.creator,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The integration tokens (docs/integration.md): a supervisor creates one, shown once, lists them
 * without their secrets and revokes one, each change a trail line in its transaction; the
 * integration hook finds the live token a request presents.
 */
export class IntegrationTokens {
  constructor(
    private readonly db: Database,
    private readonly repo: IntegrationRepo,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(by: TrailBy & { staffId: number }, input: TIntegrationTokenCreate): Promise<TIntegrationTokenCreated> {
    const { token, hash } = newIntegrationToken();
    const row = await this.db.transaction(async (tx) => {
      const created = await this.repo.insertToken(tx, { name: input.name, scopes: input.scopes, tokenHash: hash, createdBy: by.staffId });
      await trail.record(tx, by, {
        action: 'integration_token_change',
        customerId: null,
        subject: `integration token ${created.id}`,
        changes: trailChanges({ name: created.name, scopes: created.scopes.join(' ') }),
      });
      return created;
    });
    const listed = await this.repo.token(this.db, row.id);
    return { ...tokenView(listed!), token };
  }

  async list(): Promise<{ items: TIntegrationToken[] }> {
    return { items: (await this.repo.tokens()).map(tokenView) };
  }

  /** Revoked at once; a token already revoked answers as it is, and writes nothing. */
  async revoke(by: TrailBy & { staffId: number }, id: number): Promise<TIntegrationToken> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      if (!(await this.repo.revokeToken(tx, id, by.staffId, at))) return;
      await trail.record(tx, by, {
        action: 'integration_token_change',
        customerId: null,
        subject: `integration token ${id}`,
        changes: trailChanges({ revoked_at: at.toISOString() }),
      });
    });
    const row = await this.repo.token(this.db, id);
    if (!row) throw tokenNotFound();
    return tokenView(row);
  }

  /** The live token a request presents, its use noted; undefined for anything else (unknown, revoked, not of ours). */
  async caller(presented: string): Promise<IntegrationCaller | undefined> {
    const hash = integrationTokenHash(presented);
    if (!hash) return undefined;
    const row = await this.repo.liveToken(hash);
    if (!row) return undefined;
    await this.repo.touch(row.id, this.now(), TOUCH_EVERY_MS);
    return { id: row.id, name: row.name, scopes: row.scopes };
  }
}
