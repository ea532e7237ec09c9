import type { TCadastralReferenceRequest, TContractKind } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** PUT /api/v1/contracts/:contractName/ref_catastral/?type */
export const updateCadastralReference = (kind: TContractKind, name: string, body: TCadastralReferenceRequest) =>
  apiCall<unknown>({
    method: 'PUT',
    path: '/contracts/:contractName/ref_catastral/',
    params: { contractName: name },
    query: { type: kind },
    body,
  });
