import type { TContactField } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** PUT /api/v1/contracts/:contractName/notification/:field/ with that field (email or phone). */
export const updateContactField = (name: string, field: TContactField, value: string) =>
  apiCall<unknown>({
    method: 'PUT',
    path: '/contracts/:contractName/notification/:field/',
    params: { contractName: name, field },
    body: field === 'email' ? { email: value } : { phone: value },
  });
