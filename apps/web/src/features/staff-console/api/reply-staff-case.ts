import { replyStaffCaseEndpoint } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** POST /api/v1/staff/cases/:number/messages as multipart: the reply and 0 to 6 files; the customer is mailed. */
export function useReplyStaffCase(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: { body: string; files: readonly File[] }) => {
      const form = new FormData();
      form.append('body', body);
      for (const file of files) form.append('attachments', file, file.name);
      return staffCall(replyStaffCaseEndpoint, { params: { number }, body: form });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.case(number), answer.case);
      return queryClient.invalidateQueries({ queryKey: ['staff', 'cases'] });
    },
  });
}
