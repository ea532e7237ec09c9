import { getStaffSigningDocumentEndpoint } from '@portal/domain';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import { staffRequest } from './staff-call.ts';

/** GET /api/v1/staff/signatures/:id/document: the sealed PDF the customer's signature made. */
export async function downloadStaffSigningDocument(id: number) {
  const response = await staffRequest(getStaffSigningDocumentEndpoint, { params: { id } });
  return {
    blob: response.data,
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), `signature-${id}.pdf`),
  };
}
