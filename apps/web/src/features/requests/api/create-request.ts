import { createRequestEndpoint, type TCreateRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { requestKeys } from './request-keys.ts';

/** POST /api/v1/requests as multipart: category, contract (when chosen), subject, description and 0 to 6 files → { number }. */
export async function createRequest(request: TCreateRequest, files: readonly File[]) {
  const form = new FormData();
  form.append('category', String(request.category));
  if (request.contract) form.append('contract', request.contract);
  form.append('subject', request.subject);
  form.append('description', request.description);
  for (const file of files) form.append('attachments', file, file.name);
  return apiCall(createRequestEndpoint, { body: form });
}

/** A new request shows first in the list: the list's pages are fetched again. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, files }: { request: TCreateRequest; files: readonly File[] }) => createRequest(request, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
