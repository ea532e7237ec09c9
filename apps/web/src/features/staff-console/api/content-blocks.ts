import {
  createStaffContentBlockEndpoint,
  deleteStaffContentBlockEndpoint,
  getStaffContentBlockEndpoint,
  listStaffContentBlocksEndpoint,
  type TStaffBlockBodyInput,
  updateStaffContentBlockEndpoint,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/content/blocks (supervisors): every HTML block (pages' and groups') with its texts per language. */
export function useContentBlocks() {
  return useQuery({
    queryKey: staffKeys.contentBlocks,
    queryFn: ({ signal }) => staffCall(listStaffContentBlocksEndpoint, undefined, signal),
  });
}

/** GET /api/v1/staff/content/blocks/:id: one block, to edit. */
export function useContentBlock(id: number) {
  return useQuery({
    queryKey: staffKeys.contentBlock(id),
    queryFn: ({ signal }) => staffCall(getStaffContentBlockEndpoint, { params: { id } }, signal),
  });
}

/** POST, or PUT with an id: the block as the form has it; the section's lists are read again. */
export function useSaveContentBlock(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffBlockBodyInput) =>
      id === undefined
        ? staffCall(createStaffContentBlockEndpoint, { body })
        : staffCall(updateStaffContentBlockEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content }),
  });
}

/** DELETE /api/v1/staff/content/blocks/:id. */
export function useDeleteContentBlock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(deleteStaffContentBlockEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content }),
  });
}
