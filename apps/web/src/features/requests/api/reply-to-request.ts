import { replyToRequestEndpoint } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { requestKeys } from './request-keys.ts';

/** POST /api/v1/requests/:number/messages as multipart: body and 0 to 6 files → the new message. */
export async function replyToRequest(number: string, body: string, files: readonly File[]) {
  const form = new FormData();
  form.append('body', body);
  for (const file of files) form.append('attachments', file, file.name);
  return apiCall(replyToRequestEndpoint, { params: { number }, body: form });
}

/** The reply shows in the conversation and moves the case first in the list: both are fetched again. */
export function useReplyToRequest(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: { body: string; files: readonly File[] }) => replyToRequest(number, body, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
