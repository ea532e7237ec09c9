import { getStaffCaseAttachmentEndpoint } from '@portal/domain';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import { staffRequest } from './staff-call.ts';

/** GET /api/v1/staff/cases/:number/attachments/:id: a file of the conversation, named by Content-Disposition. */
export async function downloadStaffCaseAttachment(number: string, id: number, fallbackName: string) {
  const response = await staffRequest(getStaffCaseAttachmentEndpoint, { params: { number, id } });
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), fallbackName) };
}
