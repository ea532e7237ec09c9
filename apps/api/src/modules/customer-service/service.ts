import {
  ATC_MAX_ATTACHMENTS,
  fieldErrorsFromIssues,
  type TAtcClaimResponse,
  type TAtcSubtype,
  type TAtcType,
  type TLanguage,
  VALIDATION_ERROR,
  ZAtcClaimSchema,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';
import type { CasesService } from '../cases/index.ts';
import type { ContractRow } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { AtcTypesRepo } from './repo.ts';

const fieldError = (field: string, key: string) => new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { [field]: [key] } });

/**
 * The ATC claim (customer-area §2, §5, §7): its types and subtypes, and the rules of the claim;
 * the claim itself is a case the cases module opens.
 */
export class CustomerServiceService {
  constructor(
    private readonly repo: AtcTypesRepo,
    private readonly cases: CasesService,
    private readonly settings: SettingsService,
    /** The claim's acknowledgement (case_received), to the user's e-mail. */
    private readonly mail: MailService,
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
    const user = await this.cases.filer(userId);
    const subtype = (await this.repo.subtypes(claim.tipus, language)).find((s) => s.name === claim.subtipus);
    const created = await this.cases.open(
      {
        kind: 'atc_claim',
        customerId: contract.customerId,
        userId,
        contractId: contract.id,
        atcTypeId: claim.tipus,
        atcSubtypeId: subtypeId,
        subject: '',
        description: claim.comments,
      },
      files,
      { customerId: contract.customerId, bytes: attachmentQuotaBytes },
      async (tx, opened) => {
        if (!user?.email) return;
        await this.mail.enqueue(tx, {
          to: user.email,
          language,
          template: 'case_received',
          data: {
            caseNumber: opened.number,
            caseSubject: subtype?.desc ?? claim.subtipus,
            name: user.name,
            organisation: organization.name,
            claim: true,
          },
        });
      },
    );
    void this.mail.poke();
    return { result: { case_number: created.number } };
  }
}
