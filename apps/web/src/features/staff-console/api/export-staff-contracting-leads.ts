import { exportStaffContractingLeadsEndpoint, type TStaffContractingLeadExportQuery } from '@portal/domain';
import { fileNameFromContentDisposition } from '../../../shared/files/content-disposition.ts';
import { staffRequest } from './staff-call.ts';

/** GET /api/v1/staff/contracting-leads/export: the filtered wizards' leads as a CSV in the console's language. */
export async function exportStaffContractingLeads(filter: TStaffContractingLeadExportQuery) {
  const response = await staffRequest(exportStaffContractingLeadsEndpoint, { query: filter });
  return {
    blob: response.data,
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), 'contracting-leads.csv'),
  };
}
