import {
  getCommunicationMessageEndpoint,
  getContractCommunicationsEndpoint,
  getNotificationPreferencesEndpoint,
  type TContractKind,
  type TNotificationPreferences,
  updateNotificationPreferencesEndpoint,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

const keys = {
  list: (name: string) => ['communications', 'contract', name] as const,
  message: (name: string, id: number) => ['communications', 'contract', name, id] as const,
  preferences: ['communications', 'preferences'] as const,
};

/** GET contracts/{name}/communications/: the contract's mails, newest first, and its electronic-notification state. */
export const useContractCommunications = (name: string, type: TContractKind | undefined) =>
  useQuery({
    queryKey: keys.list(name),
    queryFn: ({ signal }) =>
      apiCall(
        getContractCommunicationsEndpoint,
        { params: { contractName: name }, query: { ...(type ? { type } : {}), offset: 0, limit: 100 } },
        { signal },
      ),
    staleTime: 30 * 1000,
  });

/** GET contracts/{name}/communications/{id}: one mail whole, when the dialog opens it. */
export const useCommunicationMessage = (name: string, id: number | undefined) =>
  useQuery({
    queryKey: keys.message(name, id ?? 0),
    queryFn: ({ signal }) => apiCall(getCommunicationMessageEndpoint, { params: { contractName: name, messageId: id ?? 0 } }, { signal }),
    enabled: id !== undefined,
    staleTime: 5 * 60 * 1000,
  });

/** GET notification_preferences/: which notifications the customer receives by mail. */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: keys.preferences,
    queryFn: ({ signal }) => apiCall(getNotificationPreferencesEndpoint, {}, { signal }),
    staleTime: 60 * 1000,
  });

/** PUT notification_preferences/: the answer becomes the preferences shown. */
export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TNotificationPreferences) => apiCall(updateNotificationPreferencesEndpoint, { body: preferences }),
    onSuccess: (answer) => queryClient.setQueryData(keys.preferences, answer),
  });
};
