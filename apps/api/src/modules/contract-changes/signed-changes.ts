import type { TLanguage } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  ATTACHMENT_CHUNK_BYTES,
  attachmentChunks,
  attachments,
  attachmentTexts,
  contractModificationRequests,
  type TModificationKind,
  type TModificationState,
} from '../../db/schema/index.ts';
import type { ContractUpdates } from '../contracts/index.ts';

/** A change that waited for the customer's signature, as the signatures module reads and moves it. */
export interface SignedChangeRow {
  id: number;
  contractId: number;
  kind: TModificationKind;
  state: TModificationState;
  payload: Record<string, unknown>;
}

/** A document kept among the contract's attachments (the retailer's documents: not counted in the customer's quota). */
export interface ContractDocument {
  contractId: number;
  filename: string;
  mimeType: string;
  bytes: Buffer;
  category: string;
  /** Its title in each language, as the contract page lists it. */
  titles: Readonly<Record<TLanguage, string>>;
}

/**
 * What the signatures module (docs/signatures.md) does to the changes this module owns: their
 * state along the signatures' lifecycle, each move a conditional UPDATE from the state it
 * expects; the change applied to the contract when staff approve it; and the sealed PDF kept
 * among the contract's attachments. Every method runs in the caller's transaction.
 */
export class SignedChanges {
  constructor(private readonly contracts: Pick<ContractUpdates, 'setBankAccount' | 'setPowers' | 'setNoCessionSips'>) {}

  async read(executor: Executor, requestId: number): Promise<SignedChangeRow | undefined> {
    const [row] = await executor
      .select({
        id: contractModificationRequests.id,
        contractId: contractModificationRequests.contractId,
        kind: contractModificationRequests.kind,
        state: contractModificationRequests.state,
        payload: contractModificationRequests.payload,
      })
      .from(contractModificationRequests)
      .where(eq(contractModificationRequests.id, requestId));
    return row;
  }

  /**
   * Moves the change from `from` to `to`; false when it was not in `from` (someone else moved it).
   * A SIPS opt-out that ends unsigned or rejected leaves the contract's state requested no more.
   */
  async move(tx: Executor, requestId: number, from: TModificationState, to: TModificationState, at = new Date()): Promise<boolean> {
    const [row] = await tx
      .update(contractModificationRequests)
      .set({ state: to, ...(to === 'signed' ? { signedAt: at } : {}) })
      .where(and(eq(contractModificationRequests.id, requestId), eq(contractModificationRequests.state, from)))
      .returning({ contractId: contractModificationRequests.contractId, kind: contractModificationRequests.kind });
    if (!row) return false;
    if (row.kind === 'no_cession_sips' && (to === 'rejected' || to === 'expired' || to === 'cancelled'))
      await this.contracts.setNoCessionSips(tx, row.contractId, 'unactive');
    return true;
  }

  /**
   * A signed change approved: the contract changes as asked (the bank account, the powers, the
   * SIPS opt-out in force) and the change is recorded as applied, with the day it applies from
   * (`effectiveFrom`, the powers' next day). False when it was not signed.
   */
  async apply(tx: Executor, requestId: number, effectiveFrom: string): Promise<boolean> {
    const [row] = await tx
      .update(contractModificationRequests)
      .set({ state: 'applied' })
      .where(and(eq(contractModificationRequests.id, requestId), eq(contractModificationRequests.state, 'signed')))
      .returning({
        contractId: contractModificationRequests.contractId,
        kind: contractModificationRequests.kind,
        payload: contractModificationRequests.payload,
      });
    if (!row) return false;
    const { contractId, payload } = row;
    switch (row.kind) {
      case 'iban':
        await this.contracts.setBankAccount(tx, contractId, Number(payload.bank_id));
        break;
      case 'power': {
        const powers = Array.isArray(payload.powers_w) ? payload.powers_w.map(Number) : [];
        await this.contracts.setPowers(tx, contractId, powers, effectiveFrom);
        break;
      }
      case 'no_cession_sips':
        await this.contracts.setNoCessionSips(tx, contractId, 'active');
        break;
      default:
        throw new Error(`change ${requestId} of kind ${row.kind} is not signed`);
    }
    await tx
      .update(contractModificationRequests)
      .set({ payload: { ...payload, effective_from: effectiveFrom } })
      .where(eq(contractModificationRequests.id, requestId));
    return true;
  }

  /** A document of the retailer's kept with the contract (the sealed signature), its bytes in chunks; answers its id. */
  async attach(tx: Executor, document: ContractDocument): Promise<number> {
    const [row] = await tx
      .insert(attachments)
      .values({
        contractId: document.contractId,
        name: document.filename,
        filename: document.filename,
        mimeType: document.mimeType,
        sizeBytes: document.bytes.byteLength,
        category: document.category,
      })
      .returning({ id: attachments.id });
    const id = row!.id;
    for (let seq = 0, offset = 0; offset < document.bytes.byteLength; seq++, offset += ATTACHMENT_CHUNK_BYTES)
      await tx
        .insert(attachmentChunks)
        .values({ attachmentId: id, seq, bytes: document.bytes.subarray(offset, offset + ATTACHMENT_CHUNK_BYTES) });
    await tx
      .insert(attachmentTexts)
      .values(Object.entries(document.titles).map(([language, name]) => ({ attachmentId: id, language, name, category: '' })));
    return id;
  }
}
