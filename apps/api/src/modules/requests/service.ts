import type { Readable } from 'node:stream';
import {
  isCaseOpen,
  type TCreateRequestResponse,
  type TLanguage,
  type TRequestAttachment,
  type TRequestCategory,
  type TRequestDetail,
  type TRequestListQuery,
  type TRequestListResponse,
  type TRequestMessage,
  type TRequestSummary,
  VALIDATION_ERROR,
  ZCreateRequestSchema,
  ZRequestReplySchema,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import { parseFormWithFiles } from '../../platform/uploads/form-with-files.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';
import type { AttachmentFile, AttachmentRow, CasesService, CustomerCaseRow, MessageRow } from '../cases/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import { type TrailBy, trail } from '../trail/index.ts';

const fieldError = (field: string, key: string) => new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { [field]: [key] } });

const summaryOf = (row: CustomerCaseRow): TRequestSummary => ({
  number: row.number,
  kind: row.kind,
  subject: row.subject,
  category: row.category,
  contract: row.contract,
  outcome: row.outcome,
  created_at: row.createdAt.toISOString(),
  last_activity_at: row.updatedAt.toISOString(),
});

const attachmentOf = (row: AttachmentRow): TRequestAttachment => ({
  id: row.id,
  filename: row.filename,
  size: row.sizeBytes,
  content_type: row.mimeType,
});

/** Staff are shown by their label only (customer-area §2: "admin role appears only as a label"). */
const messageOf = (row: MessageRow, files: readonly AttachmentRow[]): TRequestMessage => ({
  id: row.id,
  author: row.authorKind,
  staff_label: row.authorKind === 'staff' ? row.staffLabel : null,
  body: row.body,
  created_at: row.createdAt.toISOString(),
  attachments: files.filter((file) => file.messageId === row.id).map(attachmentOf),
});

/**
 * The requests mailbox (docs/customer-service.md, "Requests mailbox"): every case of the
 * customer, its conversation and files, new requests and the customer's replies while a case is
 * open (isCaseOpen), over the cases module.
 */
export class RequestsService {
  constructor(
    private readonly cases: CasesService,
    private readonly contracts: ContractsService,
    private readonly settings: { privateSettings(): Promise<{ fileUploadSizeLimit: number; attachmentQuotaBytes: number }> },
    /** The list and the categories, which tolerate a little lag (over the read replica when there is one). */
    private readonly lists: Pick<CasesService, 'listForCustomer' | 'categories'> = cases,
  ) {}

  async uploadLimitBytes(): Promise<number> {
    return (await this.settings.privateSettings()).fileUploadSizeLimit;
  }

  async list(userId: number, language: TLanguage, query: TRequestListQuery): Promise<TRequestListResponse> {
    const { rows, total } = await this.lists.listForCustomer(userId, language, query);
    return { items: rows.map(summaryOf), total };
  }

  categories(language: TLanguage): Promise<TRequestCategory[]> {
    return this.lists.categories(language, false);
  }

  /** `markRead`: the customer themself opens it (not a read-only token), so staff's answers so far are read. */
  async detail(userId: number, number: string, language: TLanguage, markRead = false): Promise<TRequestDetail> {
    const { row, messages, attachments: files } = await this.cases.customerCaseRecord(userId, number, language);
    if (markRead) await this.cases.markReadByCustomer(row.id);
    return {
      ...summaryOf(row),
      section: row.section,
      open: isCaseOpen(row.outcome),
      messages: messages.map((message) => messageOf(message, files)),
    };
  }

  /** The customer the user files for (a user always has one; a missing user is a stale token). */
  async customerOf(userId: number): Promise<number> {
    const customerId = (await this.cases.filer(userId))?.customerId;
    if (customerId === undefined) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return customerId;
  }

  /**
   * A new `request` case: fields checked with the web form's schema; the category must exist
   * (its code is the case's section), the contract, when named, must be the customer's (400 on
   * contract otherwise, as for one that does not exist); then the case, its first message and
   * the files in one transaction, within the customer's quota.
   */
  async create(
    userId: number,
    customerId: number,
    fields: Record<string, unknown>,
    files: UploadedFile[],
    by: TrailBy,
  ): Promise<TCreateRequestResponse> {
    const request = parseFormWithFiles(ZCreateRequestSchema, fields, files);
    const section = (await this.cases.category(request.category, false))?.code;
    if (section === undefined) throw fieldError('category', 'request_category_required');
    let contractId: number | null = null;
    if (request.contract !== undefined) {
      const contract = await this.contracts.owned(userId, request.contract).catch((error: unknown) => {
        if (error instanceof ApiError && error.statusCode === 404) throw fieldError('contract', 'field_invalid');
        throw error;
      });
      contractId = contract.id;
    }
    const { attachmentQuotaBytes } = await this.settings.privateSettings();
    const created = await this.cases.open(
      {
        kind: 'request',
        customerId,
        userId,
        contractId,
        categoryId: request.category,
        section,
        subject: request.subject,
        description: request.description,
      },
      files,
      { customerId, bytes: attachmentQuotaBytes },
      (tx, opened) =>
        trail.record(tx, by, { action: 'case_message', customerId, subject: opened.number, changes: { kind: { after: 'request' } } }),
    );
    return { number: created.number };
  }

  /** The case a reply goes to: the user's (404 otherwise), open (409 case_closed otherwise). */
  async replyTarget(userId: number, number: string): Promise<{ id: number; number: string; customerId: number }> {
    const row = await this.cases.customerCase(userId, number, 'ca-ES');
    if (!isCaseOpen(row.outcome)) throw new ApiError(409, 'case_closed', 'case_closed');
    return { id: row.id, number, customerId: await this.customerOf(userId) };
  }

  /**
   * The customer's reply: checked with the form's schema, then the message, its files and the
   * case's last activity in one transaction; the case row is locked and its outcome read again,
   * so a reply never lands on a case staff closed meanwhile.
   */
  async reply(
    userId: number,
    target: { id: number; number: string; customerId: number },
    fields: Record<string, unknown>,
    files: UploadedFile[],
    by: TrailBy,
  ): Promise<TRequestMessage> {
    const reply = parseFormWithFiles(ZRequestReplySchema, fields, files);
    const { attachmentQuotaBytes } = await this.settings.privateSettings();
    const { message, attachments } = await this.cases.addCustomerMessage(
      { caseId: target.id, customerId: target.customerId, userId },
      reply.body,
      files,
      attachmentQuotaBytes,
      (tx) => trail.record(tx, by, { action: 'case_message', customerId: target.customerId, subject: target.number }),
    );
    return messageOf(message, attachments);
  }

  attachment(userId: number, number: string, attachmentId: number): Promise<{ file: AttachmentFile; content: Readable }> {
    return this.cases.attachment({ userId }, number, attachmentId);
  }
}
