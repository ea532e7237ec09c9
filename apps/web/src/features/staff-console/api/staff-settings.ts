import {
  getStaffSettingsEndpoint,
  replaceStaffSettingsEndpoint,
  setStaffFeatureFlagEndpoint,
  type TFeatureFlagBody,
  type TSettingsPatch,
  type TSettingsScope,
  type TStaffSettings,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/settings (supervisors): the stored scopes as JSON, the defaults, the flags. */
export function useStaffSettings() {
  return useQuery({
    queryKey: staffKeys.settings,
    queryFn: ({ signal }) => staffCall(getStaffSettingsEndpoint, undefined, signal),
  });
}

/** Both calls answer what GET answers: kept as the page's data, so the page shows what is stored now. */
function useKeepAnswer() {
  const queryClient = useQueryClient();
  return (answer: TStaffSettings) => queryClient.setQueryData(staffKeys.settings, answer);
}

/** PUT /api/v1/staff/settings/:scope { data }: the scope's stored JSON replaced, once the API's check passes. */
export function useReplaceStaffSettings(scope: TSettingsScope) {
  const keep = useKeepAnswer();
  return useMutation({
    mutationFn: (data: TSettingsPatch) => staffCall(replaceStaffSettingsEndpoint, { params: { scope }, body: { data } }),
    onSuccess: keep,
  });
}

/** PUT /api/v1/staff/feature-flags/:name { enabled }: a flag created or set. */
export function useSetStaffFeatureFlag() {
  const keep = useKeepAnswer();
  return useMutation({
    mutationFn: ({ name, enabled }: TFeatureFlagBody & { name: string }) =>
      staffCall(setStaffFeatureFlagEndpoint, { params: { name }, body: { enabled } }),
    onSuccess: keep,
  });
}
