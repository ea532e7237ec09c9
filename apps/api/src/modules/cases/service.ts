import type { Readable } from 'node:stream';
import { isCaseOpen, madridDayOf, outcomeAfterCustomerMessage, type TCaseOutcome, type TLanguage } from '@portal/domain';
import type { Database, Executor } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { assertWithinQuota, type UploadedFile } from '../../platform/uploads/uploads.ts';
import type { CaseFiles } from './case-files.ts';
import type {
  AttachmentFile,
  AttachmentRow,
  CaseFiler,
  CaseReader,
  CaseRecipient,
  CaseRecord,
  CustomerCaseRow,
  FilesQuota,
  MessageRow,
  NewCase,
  OpenedCase,
  StaffCaseDetailRow,
  StaffCaseRow,
} from './case-rows.ts';
import { caseAttachmentsOf, caseMessagesOf } from './conversation.ts';
import type { CustomerCaseQueries } from './customer-queries.ts';
import type { CasesRepo } from './repo.ts';
import type { StaffCaseQueries } from './staff-queries.ts';

const caseNotFound = () => new ApiError(404, 'case_not_found', 'case_not_found');
const caseClosed = () => new ApiError(409, 'case_closed', 'case_closed');

/** What a change of a case runs in its transaction after writing it (staff's mail to the customer), with whom to tell. */
export type CaseChangeFollowUp<T> = (tx: Executor, change: { caseId: number; number: string; recipient: CaseRecipient }) => Promise<T>;

export interface CasesServiceDeps {
  db: Database;
  repo: CasesRepo;
  files: CaseFiles;
  customers: CustomerCaseQueries;
  staff: StaffCaseQueries;
  /** The retailer's systems are told of each new case (case.created), in its transaction. */
  events: OutgoingEvents;
  now?: () => Date;
}

/**
 * Cases (docs/customer-service.md): the one writer of cases, their conversations and files. The
 * ATC claim, the contact forms, the requests mailbox and staff file, answer and read cases only
 * through this service, and say themselves who may (their routes and policies).
 */
export class CasesService {
  private readonly now: () => Date;

  constructor(private readonly deps: CasesServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** 413 attachments_quota_exceeded when the files would not fit in the quota: the quick refusal, before any byte is written. */
  async assertRoomFor(files: readonly UploadedFile[], quota: FilesQuota): Promise<void> {
    if (files.length > 0) assertWithinQuota(await this.deps.files.stored(quota), files, quota.bytes);
  }

  /**
   * Opens a case: the files within the quota (checked before any byte is written, and again under
   * its lock), staged, then the case, its number, its first message and the files in one
   * transaction, with `inTransaction` (an acknowledgement mail) in it too: all of it, or nothing.
   */
  async open(
    request: NewCase,
    files: readonly UploadedFile[],
    quota: FilesQuota,
    inTransaction?: (tx: Executor, opened: OpenedCase) => Promise<unknown>,
  ): Promise<OpenedCase> {
    const year = Number(madridDayOf(this.now()).slice(0, 4));
    await this.assertRoomFor(files, quota);
    const opened = await this.deps.files.store(files, (fileIds) =>
      this.deps.db.transaction(async (tx) => {
        if (files.length > 0) assertWithinQuota(await this.deps.files.lockStored(tx, quota), files, quota.bytes);
        const created = await this.deps.repo.create(tx, request, year, fileIds);
        await inTransaction?.(tx, created);
        const { kind, customerId, contractId } = request;
        const data = { case_id: created.id, number: created.number, kind, customer_id: customerId, contract_id: contractId };
        await this.deps.events.emit(tx, { type: 'case.created', data });
        return created;
      }),
    );
    this.deps.events.poke();
    return opened;
  }

  /**
   * The customer's message on their case `caseId`, with its files within the customer's quota. The
   * case's row is locked and read again, so a message never lands on a case staff closed
   * meanwhile (409 case_closed) or that is not the customer's (404). A case that waited for more
   * information goes back to customer service (outcomeAfterCustomerMessage). `inTransaction` runs
   * in the message's transaction (its trail line).
   */
  async addCustomerMessage(
    target: { caseId: number; customerId: number; userId: number },
    body: string,
    files: readonly UploadedFile[],
    quotaBytes: number,
    inTransaction?: (tx: Executor) => Promise<unknown>,
  ): Promise<{ message: MessageRow; attachments: AttachmentRow[] }> {
    const quota = { customerId: target.customerId, bytes: quotaBytes };
    await this.assertRoomFor(files, quota);
    const messageId = await this.deps.files.store(files, (fileIds) =>
      this.deps.db.transaction(async (tx) => {
        const locked = await this.deps.repo.lockCase(tx, { id: target.caseId });
        if (!locked || locked.customerId !== target.customerId) throw caseNotFound();
        if (!isCaseOpen(locked.outcome)) throw caseClosed();
        if (files.length > 0) assertWithinQuota(await this.deps.files.lockStored(tx, quota), files, quota.bytes);
        const id = await this.deps.repo.addCustomerMessage(
          tx,
          target.caseId,
          target.userId,
          body,
          fileIds,
          outcomeAfterCustomerMessage(locked.outcome),
        );
        await inTransaction?.(tx);
        return id;
      }),
    );
    const [messages, attachments] = await Promise.all([
      caseMessagesOf(this.deps.db, target.caseId),
      caseAttachmentsOf(this.deps.db, target.caseId, [messageId]),
    ]);
    return { message: messages.find((message) => message.id === messageId)!, attachments };
  }

  /**
   * A staff message signed with the account's label, with its files (staged first, linked in the
   * transaction, as a customer's), the case's last activity moved to now, and `followUp` (the
   * customer's mail), all in one transaction; answers the case as it is then. Staff's files are
   * the retailer's documents: no customer's quota bounds them, and they count in none
   * (db/customer-uploads.ts).
   */
  async addStaffMessage<T>(
    number: string,
    label: string,
    body: string,
    files: readonly UploadedFile[],
    followUp: CaseChangeFollowUp<T>,
  ): Promise<{ case: CaseRecord<StaffCaseDetailRow>; followedUp: T }> {
    return this.deps.files.store(files, (fileIds) =>
      this.deps.db.transaction(async (tx) => {
        const locked = await this.deps.repo.lockCase(tx, { number });
        if (!locked) throw caseNotFound();
        await this.deps.repo.addStaffMessage(tx, locked.id, label, body, fileIds);
        const followedUp = await followUp(tx, { caseId: locked.id, number, recipient: await this.deps.staff.recipient(tx, locked.id) });
        return { case: await this.staffCase(number, tx), followedUp };
      }),
    );
  }

  /** The new outcome and `followUp` in one transaction; the outcome the case already has changes nothing and follows up nothing. */
  async setOutcome<T>(
    number: string,
    outcome: TCaseOutcome,
    followUp: CaseChangeFollowUp<T>,
  ): Promise<{ case: CaseRecord<StaffCaseDetailRow>; followedUp: T | undefined }> {
    return this.deps.db.transaction(async (tx) => {
      const locked = await this.deps.repo.lockCase(tx, { number });
      if (!locked) throw caseNotFound();
      let followedUp: T | undefined;
      if (locked.outcome !== outcome) {
        await this.deps.repo.setOutcome(tx, locked.id, outcome);
        followedUp = await followUp(tx, { caseId: locked.id, number, recipient: await this.deps.staff.recipient(tx, locked.id) });
      }
      return { case: await this.staffCase(number, tx), followedUp };
    });
  }

  /** One page of the user's cases, latest activity first, and how many there are. */
  async listForCustomer(
    userId: number,
    language: TLanguage,
    page: { offset: number; limit: number },
  ): Promise<{ rows: CustomerCaseRow[]; total: number }> {
    const rows = await this.deps.customers.page(userId, language, page.offset, page.limit);
    // The first page tells the total when it is not full: no count then.
    const total = page.offset === 0 && rows.length < page.limit ? rows.length : await this.deps.customers.total(userId);
    return { rows, total };
  }

  /** One of the user's cases (404 for another customer's, as for one that does not exist). */
  async customerCase(userId: number, number: string, language: TLanguage): Promise<CustomerCaseRow> {
    const row = await this.deps.customers.find(userId, number, language);
    if (!row) throw caseNotFound();
    return row;
  }

  /** The same with its conversation and files. */
  async customerCaseRecord(userId: number, number: string, language: TLanguage): Promise<CaseRecord<CustomerCaseRow>> {
    const row = await this.customerCase(userId, number, language);
    const [messages, attachments] = await Promise.all([caseMessagesOf(this.deps.db, row.id), caseAttachmentsOf(this.deps.db, row.id)]);
    return { row, messages, attachments };
  }

  /**
   * The customer opened the conversation of one of their cases: staff's answers so far are read
   * (the overview stops showing it). A read-only token (someone impersonating them) reads
   * without marking: the customer has not seen it.
   */
  async markReadByCustomer(caseId: number): Promise<void> {
    await this.deps.repo.markReadByCustomer(this.deps.db, caseId, this.now());
  }

  /** The user's cases answered by staff and not opened since, latest answer first, the answer's local day. */
  async answeredUnread(userId: number, language: TLanguage): Promise<Array<{ number: string; subject: string; since: string }>> {
    const rows = await this.deps.customers.answeredUnread(userId, language);
    return rows.map((row) => ({ number: row.number, subject: row.subject, since: madridDayOf(row.answeredAt) }));
  }

  listForStaff(
    status: 'open' | 'closed' | 'all',
    page: { offset: number; limit: number },
  ): Promise<{ total: number; rows: StaffCaseRow[] }> {
    return this.deps.staff.list(status, page.offset, page.limit);
  }

  /** Any case by number, for staff; read in `executor`'s transaction when given. */
  async staffCase(number: string, executor: Executor = this.deps.db): Promise<CaseRecord<StaffCaseDetailRow>> {
    const row = await this.deps.staff.byNumber(executor, number);
    if (!row) throw caseNotFound();
    const [messages, attachments] = await Promise.all([caseMessagesOf(executor, row.id), caseAttachmentsOf(executor, row.id)]);
    return { row, messages, attachments };
  }

  /** A file of case `number` as the reader may see it (404 attachment_not_found otherwise), and its bytes as a stream. */
  async attachment(reader: CaseReader, number: string, attachmentId: number): Promise<{ file: AttachmentFile; content: Readable }> {
    const file = await this.deps.files.find(reader, number, attachmentId);
    if (!file) throw new ApiError(404, 'attachment_not_found', 'attachment_not_found');
    return { file, content: this.deps.files.stream(file) };
  }

  /** The categories a case is filed under, names in `language`; `unsignedOnly`: those a visitor's form offers. */
  categories(language: TLanguage, unsignedOnly: boolean): Promise<Array<{ id: number; name: string }>> {
    return this.deps.customers.categories(language, unsignedOnly);
  }

  /** A category and its code (a request's section), or undefined when there is no such category. */
  category(id: number, unsignedOnly: boolean): Promise<{ id: number; code: string } | undefined> {
    return this.deps.customers.category(id, unsignedOnly);
  }

  /** The user who files a case, or undefined for a user who no longer exists. */
  filer(userId: number): Promise<CaseFiler | undefined> {
    return this.deps.customers.filer(userId);
  }
}
