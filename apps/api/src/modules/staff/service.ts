import type { Readable } from 'node:stream';
import {
  FALLBACK_LANGUAGE,
  isCaseOpen,
  type TCaseOutcome,
  type TStaffCaseDetail,
  type TStaffCaseListQuery,
  type TStaffCaseListResponse,
  type TStaffCaseSummary,
  type TStaffLoginResponse,
  ZStaffReplySchema,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { MailService } from '../../platform/mail/index.ts';
import { parseFormWithFiles } from '../../platform/uploads/form-with-files.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';
import type { AttachmentFile, CaseRecipient, CaseRecord, CasesService, StaffCaseDetailRow, StaffCaseRow } from '../cases/index.ts';
import { type TrailBy, trail } from '../trail/index.ts';
import type { CaseAnsweredData } from './case-answered-mail.ts';
import type { StaffRepo } from './repo.ts';
import type { StaffAccount } from './staff-account.ts';
import type { StaffTokens } from './staff-tokens.ts';

const badCredentials = () => new ApiError(401, 'invalid_credentials', 'login_credentials_incorrect');

export interface StaffServiceDeps {
  /** Every customer's cases: read, answered and decided only through the cases module. */
  cases: CasesService;
  repo: StaffRepo;
  tokens: StaffTokens;
  mail: MailService;
  /** <PUBLIC_URL>, for the case's link in mails. */
  publicUrl: string;
  /** The retailer's name, which signs the mails. */
  organisation: () => Promise<string>;
  log: FastifyBaseLogger;
}

/** The staff interface's rules (docs/staff.md): sign-in, the case list and detail, replies and outcomes, and the customer's mail. */
export class StaffService {
  constructor(private readonly deps: StaffServiceDeps) {}

  /** A staff token for the right e-mail and password of an active account; the same 401, in about the same time, otherwise. */
  async login(email: string, password: string): Promise<TStaffLoginResponse> {
    const account = await this.deps.repo.accountByEmail(email);
    // An unknown account still verifies a (dummy) hash: the answer's time does not tell which e-mails exist.
    const valid = await verifyPassword(account?.passwordHash, password);
    if (!account || !valid || !account.active) throw badCredentials();
    const token = await this.deps.tokens.sign({ staffId: account.id });
    return { token, label: account.label, role: account.role, expires_in: this.deps.tokens.lifetimeSeconds };
  }

  async list(query: TStaffCaseListQuery): Promise<TStaffCaseListResponse> {
    const { total, rows } = await this.deps.cases.listForStaff(query.status, query);
    return { n_items: total, offset: query.offset, limit: query.limit, items: rows.map(summary) };
  }

  async detail(number: string): Promise<TStaffCaseDetail> {
    return detail(await this.deps.cases.staffCase(number));
  }

  attachment(number: string, id: number): Promise<{ file: AttachmentFile; content: Readable }> {
    return this.deps.cases.attachment('staff', number, id);
  }

  /**
   * A staff message signed with the account's label, with its files (JSON without files, or
   * multipart with up to UPLOAD_MAX_FILES, checked as a customer's by platform/uploads), the
   * case's last activity moved to now, and the customer's mail, all in one transaction (the mail
   * exists if and only if the reply does); the mail leaves after the commit.
   */
  async reply(
    staff: StaffAccount,
    number: string,
    fields: Record<string, unknown>,
    files: UploadedFile[],
    by: TrailBy,
  ): Promise<{ case: TStaffCaseDetail; customer_notified: boolean }> {
    const { body } = parseFormWithFiles(ZStaffReplySchema, fields, files);
    const organisation = await this.deps.organisation();
    const result = await this.deps.cases.addStaffMessage(number, staff.label, body, files, async (tx, change) => {
      await trail.record(tx, by, { action: 'case_message', customerId: change.recipient.customerId ?? null, subject: number });
      return this.tell(tx, change, organisation, { kind: 'reply', body, label: staff.label });
    });
    void this.deps.mail.poke();
    return { case: detail(result.case), customer_notified: result.followedUp };
  }

  /** The new outcome and the customer's mail in one transaction; setting the outcome the case already has changes and mails nothing. */
  async setOutcome(number: string, outcome: TCaseOutcome): Promise<{ case: TStaffCaseDetail; customer_notified: boolean }> {
    const organisation = await this.deps.organisation();
    const result = await this.deps.cases.setOutcome(number, outcome, (tx, change) =>
      this.tell(tx, change, organisation, { kind: 'outcome', outcome }),
    );
    const notified = result.followedUp ?? false;
    if (notified) void this.deps.mail.poke();
    return { case: detail(result.case), customer_notified: notified };
  }

  /**
   * Enqueues the case_answered mail to the case's customer in their language (the filing user's
   * locale; FALLBACK_LANGUAGE for a visitor, whose language is not stored). A case nobody can be
   * written to (no address) is answered all the same, and the answer says nobody was told.
   */
  private async tell(
    tx: Executor,
    { number, recipient: to }: { number: string; recipient: CaseRecipient },
    organisation: string,
    change: CaseAnsweredData['change'],
  ): Promise<boolean> {
    if (!to.email || !/^[^\s@<>,;]+@[^\s@<>,;]+$/.test(to.email.trim())) {
      this.deps.log.warn({ case: number }, 'staff: the case has no e-mail address to tell the customer');
      return false;
    }
    await this.deps.mail.enqueue(tx, {
      to: to.email,
      language: to.language ?? FALLBACK_LANGUAGE,
      template: 'case_answered',
      data: {
        caseNumber: number,
        change,
        url: `${this.deps.publicUrl}/solicituts/${encodeURIComponent(number)}`,
        name: to.name ?? undefined,
        organisation,
      },
      // The case's customer and contract: the contract's communications page lists the answer.
      about: to.customerId ? { customerId: to.customerId, contractId: to.contractId } : undefined,
    });
    return true;
  }
}

function summary(row: StaffCaseRow): TStaffCaseSummary {
  return {
    number: row.number,
    kind: row.kind,
    customer: { name: row.customerName, tax_id: row.taxId, email: row.contactEmail, mobile: row.contactMobile },
    contract: row.contract,
    // ATC claims have no subject of their own: the start of their description stands for one.
    subject: row.subject.trim() || firstLine(row.description),
    outcome: row.outcome,
    open: isCaseOpen(row.outcome),
    created_at: row.createdAt.toISOString(),
    last_activity: row.updatedAt.toISOString(),
    awaiting_staff: row.lastAuthor !== 'staff',
  };
}

function detail({ row, messages, attachments: files }: CaseRecord<StaffCaseDetailRow>): TStaffCaseDetail {
  const fileOf = (file: (typeof files)[number]) => ({
    id: file.id,
    filename: file.filename,
    mime_type: file.mimeType,
    size: file.sizeBytes,
  });
  return {
    ...summary(row),
    description: row.description,
    category: row.category,
    atc_type: row.atcType,
    atc_subtype: row.atcSubtype,
    messages: messages.map((m, index) => ({
      id: m.id,
      author_kind: m.authorKind,
      author: (m.authorKind === 'staff' ? m.staffLabel : m.userName) ?? row.contactEmail ?? '',
      body: m.body,
      created_at: m.createdAt.toISOString(),
      // A file tied to no message came with the case: it is shown with the first one.
      attachments: files.filter((f) => f.messageId === m.id || (f.messageId === null && index === 0)).map(fileOf),
    })),
  };
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
