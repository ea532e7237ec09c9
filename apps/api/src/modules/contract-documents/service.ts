import type { Readable } from 'node:stream';
import { normaliseLanguage, type TLanguage } from '@portal/domain';
import { renderPdf } from '../../platform/documents/pdf.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { drawContractReport } from './contract-report.ts';
import type { AttachmentFile, ContractDocumentsRepo } from './repo.ts';
import { REPORT_LABELS } from './texts/index.ts';

export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

export class ContractDocumentsService {
  constructor(
    private readonly repo: ContractDocumentsRepo,
    private readonly contracts: ContractsService,
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The contract report in the asked language (else the session's), named after the contract. */
  async contractReport(userId: number, name: string, language: string | undefined, sessionLocale: TLanguage): Promise<PdfFile> {
    const contract = await this.contracts.owned(userId, name);
    const lang = normaliseLanguage(language, sessionLocale);
    const labels = REPORT_LABELS[lang];
    const { organization } = await this.settings.privateSettings();
    const organisation = { name: organization.name, phone: organization.phone_crm, email: organization.email };
    const bytes = await renderPdf({ title: `${labels.title} ${contract.name}`, author: organisation.name, language: lang }, (doc) =>
      drawContractReport(doc, contract, { labels, language: lang, organisation, now: this.now() }),
    );
    return { filename: `${labels.fileName}-${contract.name}.pdf`, bytes };
  }

  /**
   * The attachment's name, type and length, and its bytes as a stream read chunk by chunk: of the
   * user's contracts, or of any contract for staff (a signed request's sealed PDF).
   */
  async attachment(reader: number | 'staff', attachmentId: number): Promise<AttachmentFile & { content: Readable }> {
    const file = await this.repo.findAttachment(reader, attachmentId);
    if (!file) throw new ApiError(404, 'attachment_not_found', 'attachment_not_found');
    return { ...file, content: this.repo.streamAttachment(file) };
  }
}
