import { downloadRequestAttachmentEndpoint } from '@portal/domain';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';

/** GET /api/v1/requests/:number/attachments/:fileId: a file of the conversation, named by Content-Disposition. */
export async function downloadRequestAttachment(number: string, attachmentId: number, fallbackName: string) {
  const response = await apiRequest(downloadRequestAttachmentEndpoint, { params: { number, fileId: attachmentId } });
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), fallbackName) };
}
