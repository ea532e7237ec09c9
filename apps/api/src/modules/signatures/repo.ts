import {
  OPEN_SIGNING_STATES,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_MAX_SENDS,
  type TSigningChannel,
  type TSigningKind,
  type TSigningState,
} from '@portal/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { contractModificationRequests, contracts, customers, notificationAddresses, signingRequests } from '../../db/schema/index.ts';

/** A signing request as the service works with it (the document's bytes apart). */
export interface SigningRow {
  id: number;
  contractId: number;
  modificationRequestId: number | null;
  kind: TSigningKind;
  state: TSigningState;
  linkExpiresAt: Date;
  documentSha256: string | null;
  codeHash: string | null;
  codeChannel: TSigningChannel | null;
  codeSentAt: Date | null;
  codeAttempts: number;
  codesSent: number;
  signedAt: Date | null;
  signerAddress: string | null;
  signerUserAgent: string | null;
  signedChannel: TSigningChannel | null;
  sealedAttachmentId: number | null;
  decidedAt: Date | null;
  rejectReason: string | null;
  createdAt: Date;
}

const row = {
  id: signingRequests.id,
  contractId: signingRequests.contractId,
  modificationRequestId: signingRequests.modificationRequestId,
  kind: sql<TSigningKind>`${signingRequests.kind}`,
  state: sql<TSigningState>`${signingRequests.state}`,
  linkExpiresAt: signingRequests.linkExpiresAt,
  documentSha256: signingRequests.documentSha256,
  codeHash: signingRequests.codeHash,
  codeChannel: sql<TSigningChannel | null>`${signingRequests.codeChannel}`,
  codeSentAt: signingRequests.codeSentAt,
  codeAttempts: signingRequests.codeAttempts,
  codesSent: signingRequests.codesSent,
  signedAt: signingRequests.signedAt,
  signerAddress: signingRequests.signerAddress,
  signerUserAgent: signingRequests.signerUserAgent,
  signedChannel: sql<TSigningChannel | null>`${signingRequests.signedChannel}`,
  sealedAttachmentId: signingRequests.sealedAttachmentId,
  decidedAt: signingRequests.decidedAt,
  rejectReason: signingRequests.rejectReason,
  createdAt: signingRequests.createdAt,
};

/** A request with what staff and the document show of its contract and customer. */
export interface SigningWithContract extends SigningRow {
  contractName: string;
  contractType: 'electricity' | 'gas';
  /** Whose trail a move of the request is written in (modules/trail). */
  customerId: number;
  customerName: string | null;
  taxId: string | null;
  payload: Record<string, unknown> | null;
}

const withContract = {
  ...row,
  contractName: contracts.name,
  contractType: sql<'electricity' | 'gas'>`${contracts.type}`,
  customerId: contracts.customerId,
  customerName: customers.name,
  taxId: customers.taxId,
  payload: contractModificationRequests.payload,
};

/** The evidence a signature writes. */
export interface SigningEvidenceRow {
  signedAt: Date;
  address: string;
  userAgent: string;
  channel: TSigningChannel;
}

/** SQL of the signing requests; every method takes the executor (a transaction or the database) it runs on. */
export class SigningRepo {
  async insert(
    tx: Executor,
    request: { contractId: number; modificationRequestId: number | null; kind: TSigningKind; linkHash: string; linkExpiresAt: Date },
  ): Promise<number> {
    const [created] = await tx.insert(signingRequests).values(request).returning({ id: signingRequests.id });
    return created!.id;
  }

  async byLink(executor: Executor, linkHash: string): Promise<SigningWithContract | undefined> {
    const [found] = await this.joined(executor).where(eq(signingRequests.linkHash, linkHash));
    return found;
  }

  async byId(executor: Executor, id: number): Promise<SigningWithContract | undefined> {
    const [found] = await this.joined(executor).where(eq(signingRequests.id, id));
    return found;
  }

  /** A request of the user's contracts, or undefined (another customer's id reads as a missing one). */
  async owned(executor: Executor, userId: number, id: number): Promise<SigningRow | undefined> {
    const [found] = await executor
      .select(row)
      .from(signingRequests)
      .innerJoin(contracts, eq(contracts.id, signingRequests.contractId))
      .where(and(eq(signingRequests.id, id), ownedBy(contracts.customerId, userId)));
    return found;
  }

  /** The contract's open requests and those decided or ended since `since`, newest first. */
  ofContract(executor: Executor, contractId: number, since: Date): Promise<SigningRow[]> {
    return executor
      .select(row)
      .from(signingRequests)
      .where(
        and(
          eq(signingRequests.contractId, contractId),
          or(
            inArray(signingRequests.state, [...OPEN_SIGNING_STATES]),
            gt(sql`coalesce(${signingRequests.decidedAt}, ${signingRequests.linkExpiresAt})`, since),
          ),
        ),
      )
      .orderBy(desc(signingRequests.createdAt), desc(signingRequests.id))
      .limit(20);
  }

  async document(executor: Executor, id: number): Promise<Buffer | null> {
    const [found] = await executor.select({ document: signingRequests.document }).from(signingRequests).where(eq(signingRequests.id, id));
    return found?.document ?? null;
  }

  /**
   * Keeps the document rendered at the link's first read; when two reads render at once, the
   * first kept wins and both answer its hash (the second's render is dropped).
   */
  async keepDocument(executor: Executor, id: number, document: Buffer, sha256: string): Promise<string> {
    await executor
      .update(signingRequests)
      .set({ document, documentSha256: sha256 })
      .where(and(eq(signingRequests.id, id), isNull(signingRequests.document)));
    const [kept] = await executor.select({ sha: signingRequests.documentSha256 }).from(signingRequests).where(eq(signingRequests.id, id));
    return kept!.sha!;
  }

  /**
   * A new code for a request still waiting, its link alive and its sends not spent; it replaces
   * the last code. False otherwise (the conditions are checked in the statement, not before it).
   */
  async newCode(executor: Executor, id: number, code: { hash: string; channel: TSigningChannel; now: Date }): Promise<boolean> {
    const rows = await executor
      .update(signingRequests)
      .set({
        codeHash: code.hash,
        codeChannel: code.channel,
        codeSentAt: code.now,
        codesSent: sql`${signingRequests.codesSent} + 1`,
      })
      .where(
        and(
          eq(signingRequests.id, id),
          eq(signingRequests.state, 'waiting_for_signature'),
          gt(signingRequests.linkExpiresAt, code.now),
          lt(signingRequests.codeAttempts, SIGNING_CODE_MAX_ATTEMPTS),
          lt(signingRequests.codesSent, SIGNING_CODE_MAX_SENDS),
        ),
      )
      .returning({ id: signingRequests.id });
    return rows.length > 0;
  }

  /** Counts one wrong code; answers the attempts made, or undefined when the request is not waiting (any more). */
  async wrongCode(executor: Executor, id: number): Promise<number | undefined> {
    const [counted] = await executor
      .update(signingRequests)
      .set({ codeAttempts: sql`${signingRequests.codeAttempts} + 1` })
      .where(and(eq(signingRequests.id, id), eq(signingRequests.state, 'waiting_for_signature')))
      .returning({ attempts: signingRequests.codeAttempts });
    return counted?.attempts;
  }

  /**
   * waiting_for_signature → signed with its evidence, if the request still waits with the code
   * that was checked, its link alive and tries left: one statement, so of two signatures at
   * once one writes and the other finds nothing.
   */
  async sign(tx: Executor, id: number, codeHash: string, evidence: SigningEvidenceRow): Promise<boolean> {
    const rows = await tx
      .update(signingRequests)
      .set({
        state: 'signed',
        signedAt: evidence.signedAt,
        signerAddress: evidence.address,
        signerUserAgent: evidence.userAgent,
        signedChannel: evidence.channel,
        codeHash: null,
      })
      .where(
        and(
          eq(signingRequests.id, id),
          eq(signingRequests.state, 'waiting_for_signature'),
          eq(signingRequests.codeHash, codeHash),
          gt(signingRequests.linkExpiresAt, evidence.signedAt),
          lt(signingRequests.codeAttempts, SIGNING_CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: signingRequests.id });
    return rows.length > 0;
  }

  async setSealed(tx: Executor, id: number, attachmentId: number): Promise<void> {
    await tx.update(signingRequests).set({ sealedAttachmentId: attachmentId }).where(eq(signingRequests.id, id));
  }

  /**
   * Moves a request from `from` to `to` (a conditional UPDATE … WHERE state = from RETURNING):
   * of two staff deciding at once, exactly one finds the row still in `from`.
   */
  async move(
    tx: Executor,
    id: number,
    from: TSigningState,
    to: TSigningState,
    extra: { decidedAt?: Date; decidedBy?: number | null; rejectReason?: string } = {},
  ): Promise<boolean> {
    const rows = await tx
      .update(signingRequests)
      .set({ state: to, ...extra, ...(to !== 'signed' ? { codeHash: null } : {}) })
      .where(and(eq(signingRequests.id, id), eq(signingRequests.state, from)))
      .returning({ id: signingRequests.id });
    return rows.length > 0;
  }

  /** Requests still waiting whose link has run out, oldest first, a batch at a time. */
  async due(executor: Executor, now: Date, limit: number): Promise<number[]> {
    const rows = await executor
      .select({ id: signingRequests.id })
      .from(signingRequests)
      .where(and(eq(signingRequests.state, 'waiting_for_signature'), lte(signingRequests.linkExpiresAt, now)))
      .orderBy(asc(signingRequests.linkExpiresAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async queue(
    executor: Executor,
    state: TSigningState,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: SigningWithContract[] }> {
    const [total] = await executor.select({ n: count() }).from(signingRequests).where(eq(signingRequests.state, state));
    const rows = await this.joined(executor)
      .where(eq(signingRequests.state, state))
      .orderBy(asc(sql`coalesce(${signingRequests.signedAt}, ${signingRequests.createdAt})`), asc(signingRequests.id))
      .offset(offset)
      .limit(limit);
    return { total: total?.n ?? 0, rows };
  }

  /** The contract's notification mobile (a code by text message goes there), or null. */
  async notificationMobile(executor: Executor, contractId: number): Promise<string | null> {
    const [found] = await executor
      .select({ mobile: notificationAddresses.mobile })
      .from(notificationAddresses)
      .where(eq(notificationAddresses.contractId, contractId));
    return found?.mobile?.trim() || null;
  }

  private joined(executor: Executor) {
    return executor
      .select(withContract)
      .from(signingRequests)
      .innerJoin(contracts, eq(contracts.id, signingRequests.contractId))
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .leftJoin(contractModificationRequests, eq(contractModificationRequests.id, signingRequests.modificationRequestId))
      .$dynamic();
  }
}
