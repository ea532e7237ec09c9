import { downloadContractReportEndpoint, type TContractKind, type TLanguage } from '@portal/domain';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import type { TDownloadedFile } from '../../../shared/files/downloaded-file.ts';

/**
 * GET /contracts/:contractName/pdf/?lang: the contract report, v1 for electricity and v2 for
 * gas (customer-area §7): only the kind's version is asked. The file name comes from content-disposition.
 */
export async function downloadContractReport(kind: TContractKind, name: string, language: TLanguage): Promise<TDownloadedFile> {
  const response = await apiRequest(
    downloadContractReportEndpoint,
    { params: { contractName: name }, query: { lang: language } },
    { versions: kind === 'gas' ? [2] : [1] },
  );
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), `${name}.pdf`) };
}
