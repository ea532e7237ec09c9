import {
  ATC_MAX_ATTACHMENTS,
  caseNumber,
  fieldErrorsFromIssues,
  madridDayOf,
  type TAtcClaimResponse,
  type TAtcSubtype,
  type TAtcType,
  type TLanguage,
  VALIDATION_ERROR,
  ZAtcClaimSchema,
} from '@portal/domain';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { MailService } from '../../platform/mail/index.ts';
import { assertWithinQuota, type UploadedFile } from '../../platform/uploads/uploads.ts';
import type { ContractRow } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { ContactRepo } from './contact-repo.ts';
import type { CustomerServiceRepo } from './repo.ts';

const fieldError = (field: string, key: string) => new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { [field]: [key] } });

/**
 * Customer service (issue 14): the ATC types and subtypes, and the cases customers file. This
 * part files ATC claims; the contact forms and the requests mailbox add their kinds of case
 * through the same createCase.
 */
export class CustomerServiceService {
  constructor(
    private readonly db: Database,
    private readonly repo: CustomerServiceRepo,
    private readonly settings: SettingsService,
    /** The claim's acknowledgement (case_received), to the user's e-mail. */
    private readonly mail: MailService,
    private readonly users: Pick<ContactRepo, 'user'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async uploadLimitBytes(): Promise<number> {
    return (await this.settings.privateSettings()).fileUploadSizeLimit;
  }

  atcTypes(language: TLanguage): Promise<TAtcType[]> {
    return this.repo.types(language);
  }

  /** 404 atc_type_not_found for a type that does not exist, as for any missing thing. */
  async atcSubtypes(typeId: number, language: TLanguage): Promise<TAtcSubtype[]> {
    if (!(await this.repo.typeExists(typeId))) throw new ApiError(404, 'atc_type_not_found', 'atc_type_not_found');
    return this.repo.subtypes(typeId, language);
  }

  /**
   * An ATC claim on the customer's contract (already resolved: 404 otherwise). The fields are
   * checked with the schema the web form uses (customer-area §5); the body's contract must be
   * the path's, the subtype one of the type's; then the case, its first message and the file
   * are written in one transaction, the file within the customer's quota, with the
   * acknowledgement mail (its subject the subtype's description) when the user has an e-mail.
   */
  async fileAtcClaim(
    userId: number,
    language: TLanguage,
    contract: ContractRow,
    fields: Record<string, unknown>,
    files: UploadedFile[],
  ): Promise<TAtcClaimResponse> {
    const parsed = ZAtcClaimSchema.safeParse(fields);
    const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (files.length > ATC_MAX_ATTACHMENTS) errors.files = ['files_too_many'];
    if (!parsed.success || files.length > ATC_MAX_ATTACHMENTS) throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });
    const claim = parsed.data;
    if (claim.contract !== contract.name) throw fieldError('contract', 'required_field');
    const subtypeId = await this.repo.subtypeOf(claim.tipus, claim.subtipus);
    if (subtypeId === undefined) {
      if (!(await this.repo.typeExists(claim.tipus))) throw fieldError('tipus', 'atc_type_required');
      throw fieldError('subtipus', 'atc_subtype_invalid');
    }
    const { attachmentQuotaBytes, organization } = await this.settings.privateSettings();
    const user = await this.users.user(userId);
    const subtype = (await this.repo.subtypes(claim.tipus, language)).find((s) => s.name === claim.subtipus);
    const year = Number(madridDayOf(this.now()).slice(0, 4));
    if (files.length > 0) assertWithinQuota(await this.repo.customerUploads(contract.customerId), files, attachmentQuotaBytes);
    const created = await this.repo.storeFiles(files, (fileIds) =>
      this.db.transaction(async (tx) => {
        if (files.length > 0) assertWithinQuota(await this.repo.lockCustomerUploads(tx, contract.customerId), files, attachmentQuotaBytes);
        const row = await this.repo.createCase(
          tx,
          {
            kind: 'atc_claim',
            number: (sequence) => caseNumber('atc_claim', year, sequence),
            customerId: contract.customerId,
            userId,
            contractId: contract.id,
            atcTypeId: claim.tipus,
            atcSubtypeId: subtypeId,
            subject: '',
            description: claim.comments,
          },
          fileIds,
        );
        if (user?.email) {
          await this.mail.enqueue(tx, {
            to: user.email,
            language,
            template: 'case_received',
            data: {
              caseNumber: row.number,
              caseSubject: subtype?.desc ?? claim.subtipus,
              name: user.name,
              organisation: organization.name,
            },
          });
        }
        return row;
      }),
    );
    void this.mail.poke();
    return { result: { case_number: created.number } };
  }
}
