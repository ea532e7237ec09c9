import { downloadTrailEndpoint, type TLanguage, type TTrailDownloadFormat } from '@portal/domain';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import type { TDownloadedFile } from '../../../shared/files/downloaded-file.ts';

/** GET /api/v1/user/trail/download?format&lang: the whole trail as CSV or .xlsx in the interface language (the GDPR right of access). */
export async function downloadTrail(format: TTrailDownloadFormat, language: TLanguage): Promise<TDownloadedFile> {
  const response = await apiRequest(downloadTrailEndpoint, { query: { format, lang: language } });
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), `trail.${format}`) };
}
