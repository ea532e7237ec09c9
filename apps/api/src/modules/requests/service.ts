import type { Readable } from 'node:stream';
import {
  caseNumber,
  fieldErrorsFromIssues,
  isCaseOpen,
  madridDayOf,
  type TCreateRequestResponse,
  type TLanguage,
  type TRequestAttachment,
  type TRequestCategory,
  type TRequestDetail,
  type TRequestListQuery,
  type TRequestListResponse,
  type TRequestMessage,
  type TRequestSummary,
  UPLOAD_MAX_FILES,
  VALIDATION_ERROR,
  ZCreateRequestSchema,
  ZRequestReplySchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { assertWithinQuota, type UploadedFile } from '../../platform/uploads/uploads.ts';
import type { ContractsService, CustomerServiceCases } from './deps.ts';
import type { AttachmentFile, AttachmentRow, CaseRow, MessageRow, RequestsRepo } from './repo.ts';

const fieldError = (field: string, key: string) => new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { [field]: [key] } });
const notFound = () => new ApiError(404, 'case_not_found', 'case_not_found');

/** The fields checked with the web form's schema, the count of files too: every error at once. */
function parseWithFiles<S extends z.ZodType>(schema: S, fields: Record<string, unknown>, files: readonly UploadedFile[]): z.output<S> {
  const parsed = schema.safeParse(fields);
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  if (files.length > UPLOAD_MAX_FILES) errors.files = ['files_too_many'];
  if (!parsed.success || files.length > UPLOAD_MAX_FILES) throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });
  return parsed.data;
}

const summaryOf = (row: CaseRow): TRequestSummary => ({
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
 * open (isCaseOpen).
 */
export class RequestsService {
  constructor(
    private readonly db: Database,
    private readonly repo: RequestsRepo,
    private readonly cases: CustomerServiceCases,
    private readonly contracts: ContractsService,
    private readonly settings: { privateSettings(): Promise<{ fileUploadSizeLimit: number; attachmentQuotaBytes: number }> },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async uploadLimitBytes(): Promise<number> {
    return (await this.settings.privateSettings()).fileUploadSizeLimit;
  }

  async list(userId: number, language: TLanguage, query: TRequestListQuery): Promise<TRequestListResponse> {
    const items = await this.repo.page(userId, language, query.offset, query.limit);
    // The first page tells the total when it is not full: no count then.
    const total = query.offset === 0 && items.length < query.limit ? items.length : await this.repo.total(userId);
    return { items: items.map(summaryOf), total };
  }

  categories(language: TLanguage): Promise<TRequestCategory[]> {
    return this.repo.categories(language);
  }

  async detail(userId: number, number: string, language: TLanguage): Promise<TRequestDetail> {
    const row = await this.repo.find(userId, number, language);
    if (!row) throw notFound();
    const [messages, files] = await Promise.all([this.repo.messages(row.id), this.repo.attachments(row.id)]);
    return {
      ...summaryOf(row),
      section: row.section,
      open: isCaseOpen(row.outcome),
      messages: messages.map((message) => messageOf(message, files)),
    };
  }

  /** The customer the user files for (a user always has one; a missing user is a stale token). */
  async customerOf(userId: number): Promise<number> {
    const customerId = await this.repo.customerOf(userId);
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
  ): Promise<TCreateRequestResponse> {
    const request = parseWithFiles(ZCreateRequestSchema, fields, files);
    const section = await this.repo.categoryCode(request.category);
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
    const year = Number(madridDayOf(this.now()).slice(0, 4));
    if (files.length > 0) assertWithinQuota(await this.cases.customerUploads(customerId), files, attachmentQuotaBytes);
    const created = await this.cases.storeFiles(files, (fileIds) =>
      this.db.transaction(async (tx) => {
        if (files.length > 0) assertWithinQuota(await this.cases.lockCustomerUploads(tx, customerId), files, attachmentQuotaBytes);
        return this.cases.createCase(
          tx,
          {
            kind: 'request',
            number: (sequence) => caseNumber('request', year, sequence),
            customerId,
            userId,
            contractId,
            categoryId: request.category,
            section,
            subject: request.subject,
            description: request.description,
          },
          fileIds,
        );
      }),
    );
    return { number: created.number };
  }

  /** The case a reply goes to: the user's (404 otherwise), open (409 case_closed otherwise). */
  async replyTarget(userId: number, number: string): Promise<{ id: number; customerId: number }> {
    const row = await this.repo.find(userId, number, 'ca-ES');
    if (!row) throw notFound();
    if (!isCaseOpen(row.outcome)) throw new ApiError(409, 'case_closed', 'case_closed');
    return { id: row.id, customerId: await this.customerOf(userId) };
  }

  /**
   * The customer's reply: checked with the form's schema, then the message, its files and the
   * case's last activity in one transaction; the case row is locked and its outcome read again,
   * so a reply never lands on a case staff closed meanwhile.
   */
  async reply(
    userId: number,
    target: { id: number; customerId: number },
    fields: Record<string, unknown>,
    files: UploadedFile[],
  ): Promise<TRequestMessage> {
    const reply = parseWithFiles(ZRequestReplySchema, fields, files);
    const { attachmentQuotaBytes } = await this.settings.privateSettings();
    if (files.length > 0) assertWithinQuota(await this.cases.customerUploads(target.customerId), files, attachmentQuotaBytes);
    const messageId = await this.cases.storeFiles(files, (fileIds) =>
      this.db.transaction(async (tx) => {
        const locked = await this.repo.lockCase(tx, target.id);
        if (!locked || locked.customerId !== target.customerId) throw notFound();
        if (!isCaseOpen(locked.outcome)) throw new ApiError(409, 'case_closed', 'case_closed');
        if (files.length > 0) assertWithinQuota(await this.cases.lockCustomerUploads(tx, target.customerId), files, attachmentQuotaBytes);
        return this.repo.addCustomerMessage(tx, target.id, userId, reply.body, fileIds);
      }),
    );
    const [messages, attachments] = await Promise.all([this.repo.messages(target.id), this.repo.attachments(target.id, [messageId])]);
    return messageOf(messages.find((message) => message.id === messageId)!, attachments);
  }

  async attachment(userId: number, number: string, attachmentId: number): Promise<{ file: AttachmentFile; content: Readable }> {
    const file = await this.repo.findAttachment(userId, number, attachmentId);
    if (!file) throw new ApiError(404, 'attachment_not_found', 'attachment_not_found');
    return { file, content: this.repo.streamAttachment(file) };
  }
}
