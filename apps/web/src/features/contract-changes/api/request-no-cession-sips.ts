import { requestNoCessionSipsEndpoint, type TNoCessionSipsRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/contracts/:contractName/no_cession_sips/: opt out of consumption-data (SIPS) cession (customer-area §7). */
export const requestNoCessionSips = (name: string, request: TNoCessionSipsRequest) =>
  apiCall(requestNoCessionSipsEndpoint, { params: { contractName: name }, body: request });

export const useRequestNoCessionSips = () =>
  useMutation({
    mutationFn: ({ name, request }: { name: string; request: TNoCessionSipsRequest }) => requestNoCessionSips(name, request),
  });
