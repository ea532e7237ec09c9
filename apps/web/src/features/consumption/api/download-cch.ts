import { downloadCchEndpoint, type TLanguage } from '@portal/domain';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import type { TDownloadedFile } from '../../../shared/files/downloaded-file.ts';

export type TCchDownloadType = 'hourly' | 'quarter-hourly';
export type TCchDownloadFormat = 'csv' | 'xlsx';

/**
 * GET /api/v1/contracts/:contractName/cch/download/:type/?start=&end=&format=&lang= (customer-area §7):
 * hourly or quarter-hourly readings as CSV or .xlsx, named by content-disposition.
 */
export async function downloadCch(
  contractName: string,
  type: TCchDownloadType,
  range: { start: string; end: string },
  format: TCchDownloadFormat,
  language: TLanguage,
): Promise<TDownloadedFile> {
  const response = await apiRequest(downloadCchEndpoint, {
    params: { contractName, type },
    query: { start: range.start, end: range.end, format, lang: language },
  });
  const fallback = `${contractName}-${type}-${range.start}-${range.end}.${format}`;
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), fallback) };
}
