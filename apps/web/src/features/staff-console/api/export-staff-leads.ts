import { exportStaffLeadsEndpoint, type TStaffLeadFilter } from '@portal/domain';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import { staffRequest } from './staff-call.ts';

/** GET /api/v1/staff/leads/export: the filtered leads as a CSV in the console's language. */
export async function exportStaffLeads(filter: TStaffLeadFilter) {
  const response = await staffRequest(exportStaffLeadsEndpoint, { query: filter });
  return { blob: response.data, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), 'leads.csv') };
}
