import {
  AUTOREADS_CATEGORY_ID,
  CONTACT_HONEYPOT_FIELD,
  contactFilesProblem,
  fieldErrorsFromIssues,
  isGateOpen,
  type TCaseCategory,
  type TContactCaseResponse,
  type TLanguage,
  type TUnsignedContactResponse,
  VALIDATION_ERROR,
  ZAutoReadsContactCaseSchema,
  ZContactCaseSchema,
  ZContactContractSchema,
  ZUnsignedContactSchema,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { FormTickets } from '../../platform/http/form-ticket.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';
import type { CasesService } from '../cases/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';

const notFound = () => new ApiError(404, 'not_found', 'not_found');
const invalid = (errors: Record<string, string[]>) => new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });
/** One answer for every refusal of the anti-abuse checks: a script learns nothing from it. */
export const contactRefused = () => new ApiError(400, 'contact_refused', 'contact_refused');
/** The window of a visitor's per-address quota: what its unsigned contacts stored in the last day. */
export const UNSIGNED_UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ContactServiceDeps {
  cases: CasesService;
  settings: SettingsService;
  contracts: ContractsService;
  mail: MailService;
  tickets: FormTickets;
  /** Bytes of files a client address may store with unsigned contacts a day (UNSIGNED_CONTACT_UPLOAD_QUOTA_MB). */
  unsignedUploadQuotaBytes: number;
  now?: () => Date;
}

/**
 * The contact forms (customer-area §2, §5, §7; docs/customer-service.md, "Contact forms"): the
 * signed-in contact (and its autoreads mode) and a visitor's unsigned contact. Both open a case
 * through the cases module and queue the acknowledgement with the case number in its transaction.
 */
export class ContactService {
  private readonly now: () => Date;

  constructor(private readonly deps: ContactServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The signed contact's gate (visitor-and-shell §2.1): the contact feature AND the server flag crm.case. */
  async assertSignedOpen(): Promise<void> {
    const [settings, flags] = await Promise.all([this.deps.settings.privateSettings(), this.deps.settings.featureFlags()]);
    if (!isGateOpen('customerService', settings, flags)) throw notFound();
  }

  /** The unsigned contact's gate (visitor-and-shell §3.10: features.unsignedContact). */
  async assertUnsignedOpen(): Promise<void> {
    if (!isGateOpen('contact', await this.deps.settings.publicSettings())) throw notFound();
  }

  categories(language: TLanguage, unsignedOnly: boolean): Promise<TCaseCategory[]> {
    return this.deps.cases.categories(language, unsignedOnly);
  }

  async uploadLimitBytes(): Promise<number> {
    return (await this.deps.settings.privateSettings()).fileUploadSizeLimit;
  }

  /** The customer whose upload gate a signed contact holds. */
  async customerOf(userId: number): Promise<number> {
    const user = await this.deps.cases.filer(userId);
    if (!user) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return user.customerId;
  }

  /**
   * A signed contact: the contract the customer's and of the given type (404 otherwise, as a
   * missing one, checked first), the fields checked with the web form's schema (the autoreads one
   * when a reading is sent), 1 to 6 files, the category one that exists; then the case, its message, the
   * files (within the quota) and the acknowledgement to the user's e-mail, in one transaction.
   */
  async fileSignedContact(
    userId: number,
    language: TLanguage,
    fields: Record<string, unknown>,
    files: UploadedFile[],
  ): Promise<TContactCaseResponse> {
    const values = { ...fields };
    if (values.meter_reading === '') delete values.meter_reading;
    // Another customer's contract is 404 as a missing one, whatever else the form holds.
    const named = ZContactContractSchema.safeParse(values);
    const contract = named.success ? await this.deps.contracts.owned(userId, named.data.polissa_id, named.data.polissa_type) : undefined;
    const schema = values.meter_reading === undefined ? ZContactCaseSchema : ZAutoReadsContactCaseSchema;
    const parsed = schema.safeParse(values);
    const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    const filesProblem = contactFilesProblem(files.length);
    if (filesProblem) errors.attachments = [filesProblem];
    if (!parsed.success || filesProblem) throw invalid(errors);
    const form = parsed.data;
    if (!contract) throw invalid({ polissa_id: ['required_field'] });
    if (!(await this.deps.cases.category(form.categ_id, false))) throw invalid({ categ_id: ['contact_category_required'] });
    const user = await this.deps.cases.filer(userId);
    const settings = await this.deps.settings.privateSettings();
    const created = await this.deps.cases.open(
      {
        kind: 'signed_contact',
        customerId: contract.customerId,
        userId,
        contractId: contract.id,
        categoryId: form.categ_id,
        subject: form.title,
        description: form.message,
        ...(form.meter_reading !== undefined && form.categ_id === AUTOREADS_CATEGORY_ID ? { meterReadingKwh: form.meter_reading } : {}),
      },
      files,
      { customerId: contract.customerId, bytes: settings.attachmentQuotaBytes },
      async (tx, opened) => {
        // The retailer may have no address on file for the user: the case stands without a mail.
        if (!user?.email) return;
        await this.deps.mail.enqueue(tx, {
          to: user.email,
          language,
          template: 'case_received',
          data: { caseNumber: opened.number, caseSubject: form.title, name: user.name, organisation: settings.organization.name },
        });
      },
    );
    void this.deps.mail.poke();
    return { id: created.id, case_number: created.number };
  }

  /**
   * A visitor's unsigned contact: the honeypot empty, the fields checked with the web form's
   * schema, 0 to 6 files, the category one the visitor's form offers; `visitor.throttle` counts
   * the attempt against the e-mail address; the files within the client address's quota
   * (`visitor.address`, UNSIGNED_CONTACT_UPLOAD_QUOTA_MB a day); the ticket is used up last, and
   * given back when the case cannot be written (a visitor correcting a field keeps it). The
   * acknowledgement goes to the given e-mail.
   */
  async fileUnsignedContact(
    language: TLanguage,
    fields: Record<string, unknown>,
    files: UploadedFile[],
    visitor: { address: string; throttle: (email: string) => Promise<void> },
  ): Promise<TUnsignedContactResponse> {
    const honeypot = fields[CONTACT_HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') throw contactRefused();
    const parsed = ZUnsignedContactSchema.safeParse(fields);
    const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    const filesProblem = contactFilesProblem(files.length, 0);
    if (filesProblem) errors.attachment = [filesProblem];
    if (!parsed.success || filesProblem) throw invalid(errors);
    const form = parsed.data;
    await visitor.throttle(form.email.toLowerCase());
    if (!(await this.deps.cases.category(form.category, true))) throw invalid({ category: ['contact_category_required'] });
    const quota = {
      clientAddress: visitor.address,
      since: new Date(this.now().getTime() - UNSIGNED_UPLOAD_QUOTA_WINDOW_MS),
      bytes: this.deps.unsignedUploadQuotaBytes,
    };
    // The quick refusal before the ticket is spent; the cases module checks again under the address's lock.
    await this.deps.cases.assertRoomFor(files, quota);
    const ticket = typeof fields.ticket === 'string' ? fields.ticket : '';
    if ((await this.deps.tickets.consume(ticket)) !== undefined) throw contactRefused();
    const settings = await this.deps.settings.publicSettings();
    const created = await this.spendingTicket(ticket, () =>
      this.deps.cases.open(
        {
          kind: 'unsigned_contact',
          customerId: null,
          userId: null,
          contractId: null,
          categoryId: form.category,
          contactEmail: form.email,
          contactMobile: form.mobile,
          clientAddress: visitor.address,
          subject: form.subject,
          description: form.description,
        },
        files,
        quota,
        // Anyone can type any address here: the mail carries the case number and nothing the visitor
        // wrote, so the form cannot make our sender deliver a stranger's words (docs/customer-service.md).
        (tx, opened) =>
          this.deps.mail.enqueue(tx, {
            to: form.email,
            language,
            template: 'case_received',
            data: { caseNumber: opened.number, organisation: settings.organization.name },
          }),
      ),
    );
    void this.deps.mail.poke();
    return { result: { case_number: created.number } };
  }

  /**
   * Runs `store` with the form's ticket spent (so a replay of it meanwhile is refused), and gives
   * the ticket back when the store fails: nothing was written, and the visitor may send the same
   * form again (a database that was away, a quota reached by another form).
   */
  private async spendingTicket<T>(ticket: string, store: () => Promise<T>): Promise<T> {
    try {
      return await store();
    } catch (error) {
      // An unreachable Redis must not hide why the store failed: the ticket then stays spent.
      await this.deps.tickets.restore(ticket).catch(() => {});
      throw error;
    }
  }
}
