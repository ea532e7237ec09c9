import { downloadAttachmentEndpoint } from '@portal/domain';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import type { TDownloadedFile } from '../../../shared/files/downloaded-file.ts';

/** GET /api/v2/contract/download_attachment/:attachmentId: one attachment of a contract (customer-area §7). */
export async function downloadAttachment(id: number, fallbackName: string): Promise<TDownloadedFile> {
  const response = await apiRequest(downloadAttachmentEndpoint, { params: { attachmentId: id } });
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), fallbackName) };
}
