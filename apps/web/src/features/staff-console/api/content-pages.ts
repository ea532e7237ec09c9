import {
  createStaffContentPageEndpoint,
  deleteStaffContentPageEndpoint,
  getStaffContentPageEndpoint,
  listStaffContentPagesEndpoint,
  type TStaffPageBodyInput,
  updateStaffContentPageEndpoint,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/content/pages (supervisors): the dynamic pages with their texts per language. */
export function useContentPages() {
  return useQuery({
    queryKey: staffKeys.contentPages,
    queryFn: ({ signal }) => staffCall(listStaffContentPagesEndpoint, undefined, signal),
  });
}

/** GET /api/v1/staff/content/pages/:id: one page, to edit. */
export function useContentPage(id: number) {
  return useQuery({
    queryKey: staffKeys.contentPage(id),
    queryFn: ({ signal }) => staffCall(getStaffContentPageEndpoint, { params: { id } }, signal),
  });
}

/** POST, or PUT with an id: the page as the form has it; the section's lists are read again. */
export function useSaveContentPage(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffPageBodyInput) =>
      id === undefined
        ? staffCall(createStaffContentPageEndpoint, { body })
        : staffCall(updateStaffContentPageEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content }),
  });
}

/** DELETE /api/v1/staff/content/pages/:id: the page and its blocks. */
export function useDeleteContentPage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(deleteStaffContentPageEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content }),
  });
}
