import { type TCadastralReferenceRequest, type TContractKind, updateCadastralReferenceEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** PUT /api/v1/contracts/:contractName/ref_catastral/?type (customer-area §7). */
export const updateCadastralReference = (kind: TContractKind, name: string, body: TCadastralReferenceRequest) =>
  apiCall(updateCadastralReferenceEndpoint, { params: { contractName: name }, query: { type: kind }, body });

export const useUpdateCadastralReference = () =>
  useMutation({
    mutationFn: ({ kind, name, request }: { kind: TContractKind; name: string; request: TCadastralReferenceRequest }) =>
      updateCadastralReference(kind, name, request),
  });
