import { createContactCaseEndpoint, type TContactCase } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * POST /api/v1/crm/cases/ as multipart (customer-area §7): polissa_id, polissa_type, categ_id,
 * title, message, the autoreads mode's meter_reading, and 1 to 6 `attachments` → { id, case_number }.
 */
export async function createContactCase(form: TContactCase, files: readonly File[]) {
  const body = new FormData();
  body.append('polissa_id', form.polissa_id);
  body.append('polissa_type', form.polissa_type);
  body.append('categ_id', String(form.categ_id));
  body.append('title', form.title);
  body.append('message', form.message);
  if (form.meter_reading !== undefined) body.append('meter_reading', String(form.meter_reading));
  for (const file of files) body.append('attachments', file, file.name);
  return apiCall(createContactCaseEndpoint, { body });
}

export const useCreateContactCase = () =>
  useMutation({ mutationFn: ({ form, files }: { form: TContactCase; files: readonly File[] }) => createContactCase(form, files) });
