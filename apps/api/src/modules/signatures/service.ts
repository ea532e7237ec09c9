import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  buildPath,
  canMoveSigning,
  formatDateTime,
  formatLongDate,
  isSigningExpired,
  madridDayOf,
  maskedDestination,
  nextDay,
  SIGNING_CODE_VALID_MINUTES,
  SIGNING_LINK_INVALID,
  signingAttemptsLeft,
  signingCodeOf,
  signingCodeState,
  type TContractSigning,
  type TSigningChannel,
  type TSigningCodeSent,
  type TSigningKind,
  type TSigningSigned,
  type TSigningState,
  type TSigningSummary,
  type TStaffSigningDetail,
  type TStaffSigningItem,
  type TStaffSigningQueueQuery,
  type TStaffSigningQueueResponse,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/auth/one-time-token.ts';
import type { PdfSigner } from '../../platform/documents/pdf-signature.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { ContractMail } from '../communications/index.ts';
import { contractMailTarget } from '../communications/index.ts';
import type { SignedChanges } from '../contract-changes/index.ts';
import type { ContractUpdates } from '../contracts/index.ts';
import { type TrailBy, trail, trailBySystem, trailChanges } from '../trail/index.ts';
import type { SmsSender } from './code-sender.ts';
import type { SigningRepo, SigningRow, SigningWithContract } from './repo.ts';
import { renderSigningDocument, signingFacts } from './signing-document.ts';
import { SIGNATURES_TEXTS } from './texts/index.ts';

/** Every failure of a link answers the same, so none tells an unknown link from a used, expired, cancelled or burnt one. */
export const linkInvalid = () => new ApiError(410, SIGNING_LINK_INVALID, SIGNING_LINK_INVALID);
const notSigned = () => new ApiError(409, 'signing_not_signed', 'signing_not_signed');
const notFound = () => new ApiError(404, 'not_found', 'not_found');

/** How long a decided request stays on the contract page. */
const RECENT_DAYS = 30;
const EXPIRY_BATCH = 100;

export interface SignaturesServiceDeps {
  db: Database;
  repo: SigningRepo;
  /** The changes waiting for signature: their state, their effect, the contract's attachments (modules/contract-changes). */
  changes: Pick<SignedChanges, 'move' | 'apply' | 'attach'>;
  /** A wizard's draft contract, activated or cancelled (modules/contracts). */
  contracts: Pick<ContractUpdates, 'activateDraft' | 'cancelDraft'>;
  contractMail: ContractMail;
  mail: MailService;
  /** Seals the signed PDF with the portal's certificate (the invoices' signer). */
  signer: Pick<PdfSigner, 'sign'>;
  sms: SmsSender;
  /** The key of the codes' HMAC (derived from TOKEN_SECRET): a copy of the database gives no code away. */
  codeKey: Uint8Array;
  publicUrl: string;
  /** How long an unsigned link works (SIGNING_LINK_TTL_HOURS). */
  linkTtlHours: number;
  log: FastifyBaseLogger;
  /** The retailer's systems are told of each signature (signing.signed), in its transaction. */
  events: OutgoingEvents;
  now?: () => Date;
}

/** Who signs: the evidence the route reads from the request. */
export interface SignerClient {
  address: string;
  userAgent: string;
}

/**
 * The signatures (docs/signatures.md): a change or a draft contract waits for the customer's
 * signature behind a mailed link; the customer reviews the PDF, asks for a code and signs with
 * it; staff approve or reject what was signed. Each move of the lifecycle is one method named
 * after the state it reaches (signed, applied, rejected, expired, cancelled), one transaction
 * each, moving the request and its subject together.
 */
export class SignaturesService {
  private readonly now: () => Date;

  constructor(private readonly deps: SignaturesServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Opens the signature of a change or draft contract in the caller's transaction and mails its
   * link (about the contract: the customer's communications page lists it). The link's secret is
   * in the URL's fragment, which no server log or referrer receives.
   */
  async open(
    tx: Executor,
    organisation: string,
    subject: { contractId: number; kind: TSigningKind; modificationRequestId?: number | undefined },
  ): Promise<void> {
    const { token, hash } = newOneTimeToken();
    const expiresAt = new Date(this.now().getTime() + this.deps.linkTtlHours * 3_600_000);
    await this.deps.repo.insert(tx, {
      contractId: subject.contractId,
      modificationRequestId: subject.modificationRequestId ?? null,
      kind: subject.kind,
      linkHash: hash,
      linkExpiresAt: expiresAt,
    });
    await this.deps.contractMail.enqueue(tx, organisation, {
      contractId: subject.contractId,
      template: 'signature_link',
      data: (reader) => ({
        contractName: reader.contractName,
        kind: subject.kind,
        name: reader.name,
        organisation: reader.organisation,
        url: `${this.deps.publicUrl}${buildPath('sign', reader.language)}#${token}`,
        expires: formatDateTime(expiresAt, reader.language, 'Europe/Madrid'),
      }),
    });
  }

  /** What the link is for, the document rendered and kept on the first read. */
  async read(token: string): Promise<TSigningSummary> {
    const signing = await this.usable(token);
    const sha = await this.ensureDocument(signing);
    const destinations = await this.destinations(signing.contractId);
    return {
      kind: signing.kind,
      contract_name: signing.contractName,
      contract_type: signing.contractType,
      state: signing.state,
      expires_at: signing.linkExpiresAt.toISOString(),
      document_sha256: sha,
      channels: destinations.map((d) => ({ channel: d.channel, destination: maskedDestination(d.channel, d.to) })),
      code_sent: signing.codeHash !== null,
      attempts_left: signingAttemptsLeft(signing.codeAttempts),
    };
  }

  /** The PDF to sign: the same bytes on every read. */
  async document(token: string): Promise<{ bytes: Buffer; filename: string }> {
    const signing = await this.usable(token);
    await this.ensureDocument(signing);
    const bytes = await this.deps.repo.document(this.deps.db, signing.id);
    if (!bytes) throw linkInvalid();
    return { bytes, filename: `${signing.kind}-${signing.contractName}-${signing.id}.pdf` };
  }

  /** A new code to the contract's e-mail (a mail not listed among the contract's) or mobile; it replaces the last. */
  async sendCode(token: string, channel: TSigningChannel): Promise<TSigningCodeSent> {
    const signing = await this.usable(token);
    const destination = (await this.destinations(signing.contractId)).find((d) => d.channel === channel);
    if (!destination) throw new ApiError(409, 'signing_channel_unavailable', 'signing_channel_unavailable');
    const code = signingCodeOf(randomInt(0, 1_000_000));
    const organisation = await this.deps.contractMail.organisation();
    const now = this.now();
    const sent = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.newCode(tx, signing.id, { hash: this.codeHash(signing.id, code), channel, now }))) return false;
      if (channel === 'email')
        await this.deps.mail.enqueue(tx, {
          to: destination.to,
          language: destination.language,
          template: 'signature_code',
          data: { code, validMinutes: SIGNING_CODE_VALID_MINUTES, name: destination.name, organisation },
        });
      return true;
    });
    if (!sent) {
      // Still waiting and alive (usable above): the sends are what ran out.
      throw new ApiError(429, 'signing_code_sends_exhausted', 'signing_code_sends_exhausted');
    }
    if (channel === 'email') void this.deps.mail.poke();
    else {
      const t = SIGNATURES_TEXTS[destination.language].codeMail;
      await this.deps.sms.send({ to: destination.to, text: `${t.intro} ${code}. ${t.validity(SIGNING_CODE_VALID_MINUTES)}` });
    }
    return {
      channel,
      destination: maskedDestination(channel, destination.to),
      valid_minutes: SIGNING_CODE_VALID_MINUTES,
      attempts_left: signingAttemptsLeft(signing.codeAttempts),
    };
  }

  /**
   * Signs with the code. A wrong code counts a try (the last one burns the link); a right one
   * moves the request to signed with its evidence (time, address, user agent, channel, the
   * document's hash) and keeps the sealed PDF among the contract's attachments.
   */
  async sign(token: string, code: string, documentSha256: string, client: SignerClient): Promise<TSigningSigned> {
    const signing = await this.usable(token);
    if (!signing.codeHash || !signing.codeChannel) throw codeProblem(400, 'signing_code_missing');
    const now = this.now();
    if (signingCodeState(signing.codeSentAt, now) === 'expired') throw codeProblem(400, 'signing_code_expired');
    if (signing.documentSha256 !== documentSha256) throw new ApiError(409, 'signing_document_changed', 'signing_document_changed');
    const hash = this.codeHash(signing.id, code);
    if (!sameHash(hash, signing.codeHash)) {
      const attempts = await this.deps.repo.wrongCode(this.deps.db, signing.id);
      const left = attempts === undefined ? 0 : signingAttemptsLeft(attempts);
      if (left === 0) throw linkInvalid();
      throw new ApiError(400, 'signing_code_wrong', 'signing_code_wrong', {
        errors: { code: ['signing_code_wrong'] },
        body: { attempts_left: left },
      });
    }
    return this.signed(signing, hash, {
      signedAt: now,
      address: client.address,
      userAgent: client.userAgent,
      channel: signing.codeChannel,
    });
  }

  /** waiting_for_signature → signed: the request, its change and the sealed PDF in one transaction. */
  private async signed(
    signing: SigningWithContract,
    codeHash: string,
    evidence: { signedAt: Date; address: string; userAgent: string; channel: TSigningChannel },
  ): Promise<TSigningSigned> {
    const document = await this.deps.repo.document(this.deps.db, signing.id);
    if (!document) throw linkInvalid();
    const organisation = await this.deps.contractMail.organisation();
    const texts = SIGNATURES_TEXTS;
    // Sealed before the transaction (PGlite's one connection is never held while a PDF is signed).
    const sealed = await this.deps.signer.sign(document, {
      name: organisation,
      reason: `${texts['en-US'].kinds[signing.kind]} ${signing.contractName}: signed by the customer with a one-time code (${evidence.channel}); SHA-256 ${signing.documentSha256}`,
      location: 'ES',
      contactInfo: organisation,
      signingTime: evidence.signedAt,
    });
    const done = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.sign(tx, signing.id, codeHash, evidence))) return false;
      if (signing.modificationRequestId !== null)
        await this.deps.changes.move(tx, signing.modificationRequestId, 'waiting_for_signature', 'signed', evidence.signedAt);
      // The customer, by the mailed link: no session names them, the contract does.
      await trail.record(
        tx,
        { actor: 'customer', userId: null, staffId: null, address: evidence.address, userAgent: evidence.userAgent },
        {
          action: 'change_signed',
          customerId: signing.customerId,
          subject: signing.contractName,
          changes: trailChanges({
            kind: signing.kind,
            signing_id: signing.id,
            channel: evidence.channel,
            document_sha256: signing.documentSha256 ?? '',
          }),
        },
      );
      const titles = Object.fromEntries(Object.entries(texts).map(([language, t]) => [language, t.sealedTitle(t.kinds[signing.kind])]));
      const attachmentId = await this.deps.changes.attach(tx, {
        contractId: signing.contractId,
        filename: `${signing.kind}-${signing.contractName}-${signing.id}-signed.pdf`,
        mimeType: 'application/pdf',
        bytes: sealed,
        category: 'signed_document',
        titles: titles as Parameters<SignedChanges['attach']>[1]['titles'],
      });
      await this.deps.repo.setSealed(tx, signing.id, attachmentId);
      await this.deps.events.emit(tx, {
        type: 'signing.signed',
        data: {
          signing_id: signing.id,
          kind: signing.kind,
          contract_name: signing.contractName,
          signed_at: evidence.signedAt.toISOString(),
        },
      });
      return true;
    });
    if (!done) throw linkInvalid();
    this.deps.events.poke();
    return { state: 'signed', signed_at: evidence.signedAt.toISOString() };
  }

  /** The customer withdraws a request not signed yet: 404 for another customer's id, 409 once signed or ended. */
  async cancel(by: TrailBy, userId: number, id: number): Promise<{ id: number; state: 'cancelled' }> {
    const signing = await this.deps.repo.owned(this.deps.db, userId, id);
    if (!signing) throw notFound();
    await this.cancelled(by, signing);
    return { id, state: 'cancelled' };
  }

  /** waiting_for_signature → cancelled, with its change (a draft contract is cancelled too). */
  private async cancelled(by: TrailBy, signing: SigningRow): Promise<void> {
    const done = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.move(tx, signing.id, 'waiting_for_signature', 'cancelled', { decidedAt: this.now() }))) return false;
      await this.endSubject(tx, signing, 'waiting_for_signature', 'cancelled');
      await trail.record(tx, by, { action: 'change_cancelled', changes: trailChanges({ kind: signing.kind, signing_id: signing.id }) });
      return true;
    });
    if (!done) throw new ApiError(409, 'signing_not_cancellable', 'signing_not_cancellable');
  }

  /** Every request whose link ran out unsigned becomes expired; answers how many. The start and a timer run it. */
  async expireDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await this.deps.repo.due(this.deps.db, this.now(), EXPIRY_BATCH);
      for (const id of ids) if (await this.expired(id)) total++;
      if (ids.length < EXPIRY_BATCH) return total;
    }
  }

  /** waiting_for_signature → expired, with its change (a draft contract is cancelled). */
  private async expired(id: number): Promise<boolean> {
    const signing = await this.deps.repo.byId(this.deps.db, id);
    if (!signing || !isSigningExpired(signing.state, signing.linkExpiresAt, this.now())) return false;
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.move(tx, id, 'waiting_for_signature', 'expired', { decidedAt: this.now() }))) return false;
      await this.endSubject(tx, signing, 'waiting_for_signature', 'expired');
      await trail.record(tx, trailBySystem(), {
        action: 'change_expired',
        customerId: signing.customerId,
        subject: signing.contractName,
        changes: trailChanges({ kind: signing.kind, signing_id: signing.id }),
      });
      return true;
    });
  }

  /**
   * Staff approve a signed request: the request and the contract change in one transaction (the
   * change as asked, from the next day; a draft contract active from its sign date) and the
   * customer is mailed. The move is a conditional UPDATE from signed: of two staff at once, one
   * wins and the other gets 409. `by` is a staff member, or the retailer's system through the
   * integration API (no staff account: the request's `decided_by` stays empty, the trail names it).
   */
  async applied(by: TrailBy, id: number): Promise<TStaffSigningDetail> {
    const { staffId } = by;
    const signing = await this.deps.repo.byId(this.deps.db, id);
    if (!signing) throw notFound();
    const organisation = await this.deps.contractMail.organisation();
    const now = this.now();
    const effectiveFrom = signing.kind === 'contract' ? madridDayOf(signing.signedAt ?? now) : nextDay(madridDayOf(now));
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.move(tx, id, 'signed', 'applied', { decidedAt: now, decidedBy: staffId }))) throw notSigned();
      if (signing.modificationRequestId !== null) {
        if (!(await this.deps.changes.apply(tx, signing.modificationRequestId, effectiveFrom))) throw notSigned();
      } else if (!(await this.deps.contracts.activateDraft(tx, signing.contractId, effectiveFrom))) throw notSigned();
      await trail.record(tx, by, {
        action: 'change_approved',
        customerId: signing.customerId,
        subject: signing.contractName,
        changes: trailChanges({ kind: signing.kind, signing_id: signing.id, effective_from: effectiveFrom }),
      });
      await this.deps.contractMail.enqueue(tx, organisation, {
        contractId: signing.contractId,
        template: 'signature_approved',
        data: (reader) => ({
          contractName: reader.contractName,
          kind: signing.kind,
          name: reader.name,
          organisation: reader.organisation,
          url: reader.url,
          effective: formatLongDate(effectiveFrom, reader.language),
        }),
      });
    });
    this.deps.contractMail.poke();
    return this.detail(id);
  }

  /** Staff reject a signed request with a reason the customer reads; its change is rejected, a draft contract cancelled. */
  async rejected(by: TrailBy, id: number, reason: string): Promise<TStaffSigningDetail> {
    const { staffId } = by;
    const signing = await this.deps.repo.byId(this.deps.db, id);
    if (!signing) throw notFound();
    const organisation = await this.deps.contractMail.organisation();
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.move(tx, id, 'signed', 'rejected', { decidedAt: this.now(), decidedBy: staffId, rejectReason: reason })))
        throw notSigned();
      await this.endSubject(tx, signing, 'signed', 'rejected');
      await trail.record(tx, by, {
        action: 'change_rejected',
        customerId: signing.customerId,
        subject: signing.contractName,
        changes: trailChanges({ kind: signing.kind, signing_id: signing.id, reason }),
      });
      await this.deps.contractMail.enqueue(tx, organisation, {
        contractId: signing.contractId,
        template: 'signature_rejected',
        data: (reader) => ({
          contractName: reader.contractName,
          kind: signing.kind,
          name: reader.name,
          organisation: reader.organisation,
          url: reader.url,
          reason,
        }),
      });
    });
    this.deps.contractMail.poke();
    return this.detail(id);
  }

  async queue(query: TStaffSigningQueueQuery): Promise<TStaffSigningQueueResponse> {
    const { total, rows } = await this.deps.repo.queue(this.deps.db, query.state, query.offset, query.limit);
    return { n_items: total, offset: query.offset, limit: query.limit, items: rows.map(item) };
  }

  async detail(id: number): Promise<TStaffSigningDetail> {
    const signing = await this.deps.repo.byId(this.deps.db, id);
    if (!signing) throw notFound();
    return {
      ...item(signing),
      request: signing.payload ?? {},
      evidence:
        signing.signedAt && signing.documentSha256 && signing.signedChannel
          ? {
              document_sha256: signing.documentSha256,
              signed_at: signing.signedAt.toISOString(),
              client_address: signing.signerAddress ?? '',
              user_agent: signing.signerUserAgent ?? '',
              channel: signing.signedChannel,
            }
          : null,
      sealed_attachment_id: signing.sealedAttachmentId,
    };
  }

  /** The contract's open requests and those ended in the last 30 days (an expired one shows as such at once). */
  async ofContract(contractId: number): Promise<TContractSigning[]> {
    const now = this.now();
    const rows = await this.deps.repo.ofContract(this.deps.db, contractId, new Date(now.getTime() - RECENT_DAYS * 86_400_000));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      state: isSigningExpired(r.state, r.linkExpiresAt, now) ? 'expired' : r.state,
      created_at: r.createdAt.toISOString(),
      expires_at: r.linkExpiresAt.toISOString(),
      signed_at: r.signedAt?.toISOString() ?? null,
      decided_at: r.decidedAt?.toISOString() ?? null,
      reason: r.rejectReason,
    }));
  }

  /** The subject of a request that ends without effect: its change moves along; a draft contract is cancelled. */
  private async endSubject(tx: Executor, signing: SigningRow, from: TSigningState, to: TSigningState): Promise<void> {
    if (!canMoveSigning(from, to)) throw new Error(`signing ${signing.id}: ${from} → ${to} is not a move of the lifecycle`);
    if (signing.modificationRequestId !== null) await this.deps.changes.move(tx, signing.modificationRequestId, from, to);
    else await this.deps.contracts.cancelDraft(tx, signing.contractId);
  }

  /**
   * The request of a link that still works: known, waiting, not expired, tries left. Anything
   * else is the same 410; an expired one found here is written expired on the way.
   */
  private async usable(token: string): Promise<SigningWithContract> {
    const signing = await this.deps.repo.byLink(this.deps.db, hashOneTimeToken(token));
    if (signing?.state !== 'waiting_for_signature' || signingAttemptsLeft(signing.codeAttempts) === 0) throw linkInvalid();
    if (isSigningExpired(signing.state, signing.linkExpiresAt, this.now())) {
      await this.expired(signing.id).catch((error: unknown) =>
        this.deps.log.warn({ err: error, signing: signing.id }, 'signing expiry failed'),
      );
      throw linkInvalid();
    }
    return signing;
  }

  private async ensureDocument(signing: SigningWithContract): Promise<string> {
    if (signing.documentSha256) return signing.documentSha256;
    const organisation = await this.deps.contractMail.organisation();
    const target = await contractMailTarget(this.deps.db, signing.contractId, this.deps.publicUrl, organisation);
    const language = target?.reader.language ?? 'ca-ES';
    const facts = await signingFacts(this.deps.db, signing);
    const pdf = await renderSigningDocument(signing, facts, language, organisation);
    const sha = createHash('sha256').update(pdf).digest('hex');
    const kept = await this.deps.repo.keepDocument(this.deps.db, signing.id, pdf, sha);
    signing.documentSha256 = kept;
    return kept;
  }

  /** Where a code can go: the contract's mail address, and its notification mobile when there is one. */
  private async destinations(
    contractId: number,
  ): Promise<Array<{ channel: TSigningChannel; to: string; language: keyof typeof SIGNATURES_TEXTS; name: string }>> {
    const organisation = await this.deps.contractMail.organisation();
    const target = await contractMailTarget(this.deps.db, contractId, this.deps.publicUrl, organisation);
    if (!target) return [];
    const out: Array<{ channel: TSigningChannel; to: string; language: keyof typeof SIGNATURES_TEXTS; name: string }> = [
      { channel: 'email', to: target.to, language: target.reader.language, name: target.reader.name },
    ];
    const mobile = await this.deps.repo.notificationMobile(this.deps.db, contractId);
    if (mobile && mobile.replace(/\D/g, '').length >= 9)
      out.push({ channel: 'sms', to: mobile, language: target.reader.language, name: target.reader.name });
    return out;
  }

  private codeHash(id: number, code: string): string {
    return createHmac('sha256', this.deps.codeKey).update(`${id}:${code}`).digest('hex');
  }
}

function codeProblem(status: number, key: string): ApiError {
  return new ApiError(status, key, key, { errors: { code: [key] } });
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function item(row: SigningWithContract): TStaffSigningItem {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    contract_name: row.contractName,
    contract_type: row.contractType,
    customer: { name: row.customerName, tax_id: row.taxId },
    created_at: row.createdAt.toISOString(),
    signed_at: row.signedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.rejectReason,
  };
}
