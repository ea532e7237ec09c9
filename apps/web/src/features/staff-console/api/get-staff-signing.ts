import { getStaffSigningEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/signatures/:id: what the request asks and the signature's evidence. */
export function useStaffSigning(id: number) {
  return useQuery({
    queryKey: staffKeys.signing(id),
    queryFn: ({ signal }) => staffCall(getStaffSigningEndpoint, { params: { id } }, signal),
  });
}
