import { downloadBatteriesEndpoint } from '@portal/domain';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import type { TDownloadedFile } from '../../../shared/files/downloaded-file.ts';

/**
 * GET /api/v1/contracts/virtual_batteries/:batteries (customer-area §7, v1, a blob): the
 * batteries' ledgers as an .xlsx, ids comma-separated; named by content-disposition.
 */
export async function downloadBatteries(batteryIds: readonly number[]): Promise<TDownloadedFile> {
  const ids = [...new Set(batteryIds)].sort((a, b) => a - b);
  const response = await apiRequest(downloadBatteriesEndpoint, { params: { batteries: ids.join(',') } });
  const fallback = `virtual-batteries-${ids.join('-')}.xlsx`;
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), fallback) };
}
