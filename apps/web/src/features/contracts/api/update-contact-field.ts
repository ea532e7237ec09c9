import { type TContactField, updateContactFieldEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** PUT /api/v1/contracts/:contractName/notification/:field/ with that field, email or phone (customer-area §7). */
export const updateContactField = (name: string, field: TContactField, value: string) =>
  apiCall(updateContactFieldEndpoint, {
    params: { contractName: name, field },
    body: field === 'email' ? { email: value } : { phone: value },
  });

export const useUpdateContactField = () =>
  useMutation({
    mutationFn: ({ name, field, value }: { name: string; field: TContactField; value: string }) => updateContactField(name, field, value),
  });
