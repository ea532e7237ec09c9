import { changeIbanEndpoint, type TContractKind, type TIbanChangeRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * POST /contracts/:contractName/iban/ as multipart (customer-area §7): the request's fields
 * plus the attachments under `files`. Gas uses v2 and only v2: a change is never sent twice.
 */
export async function changeIban(kind: TContractKind, name: string, request: TIbanChangeRequest, files: readonly File[]) {
  const form = new FormData();
  form.append('already_registered', String(request.already_registered));
  if (request.already_registered) {
    form.append('bank_id', String(request.bank_id));
  } else {
    form.append('iban', request.iban);
    form.append('owner_is_bank_owner', String(request.owner_is_bank_owner));
  }
  for (const file of files) form.append('files', file, file.name);
  return apiCall(changeIbanEndpoint, { params: { contractName: name }, body: form }, { versions: kind === 'gas' ? [2] : [1] });
}

export interface TChangeIbanVariables {
  kind: TContractKind;
  name: string;
  request: TIbanChangeRequest;
  files: readonly File[];
}

export const useChangeIban = () =>
  useMutation({ mutationFn: ({ kind, name, request, files }: TChangeIbanVariables) => changeIban(kind, name, request, files) });
