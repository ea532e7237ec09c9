import { getStaffLeadInvoiceEndpoint } from '@portal/domain';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import { staffRequest } from './staff-call.ts';

/** GET /api/v1/staff/leads/:id/invoice: the invoice the visitor uploaded with the lead. */
export async function downloadStaffLeadInvoice(id: number, fallbackName: string) {
  const response = await staffRequest(getStaffLeadInvoiceEndpoint, { params: { id } });
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), fallbackName) };
}
