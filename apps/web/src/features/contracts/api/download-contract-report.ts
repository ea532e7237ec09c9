import type { TContractKind, TLanguage } from '@portal/domain';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';

export interface TDownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /contracts/:contractName/pdf/?lang: the contract report, v1 for electricity and v2 for
 * gas (customer-area §7). The file name comes from content-disposition.
 */
export async function downloadContractReport(kind: TContractKind, name: string, language: TLanguage): Promise<TDownloadedFile> {
  const response = await apiRequest<Blob>({
    versions: kind === 'gas' ? [2] : [1],
    path: '/contracts/:contractName/pdf/',
    params: { contractName: name },
    query: { lang: language },
    responseType: 'blob',
  });
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), `${name}.pdf`) };
}
