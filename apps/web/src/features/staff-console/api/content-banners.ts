import {
  createStaffContentBannerEndpoint,
  deleteStaffContentBannerEndpoint,
  getStaffContentBannerEndpoint,
  listStaffContentBannersEndpoint,
  type TLanguage,
  type TStaffBannerBodyInput,
  type TStaffBannerCreateInput,
  updateStaffContentBannerEndpoint,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/content/banners (supervisors): every banner by code and language, without its content. */
export function useContentBanners() {
  return useQuery({
    queryKey: staffKeys.contentBanners,
    queryFn: ({ signal }) => staffCall(listStaffContentBannersEndpoint, undefined, signal),
  });
}

/** GET /api/v1/staff/content/banners/:code/:language: one banner with its content, to edit. */
export function useContentBanner(code: string, language: TLanguage) {
  return useQuery({
    queryKey: staffKeys.contentBanner(code, language),
    queryFn: ({ signal }) => staffCall(getStaffContentBannerEndpoint, { params: { code, language } }, signal),
  });
}

/** POST /api/v1/staff/content/banners: a new banner (409 banner_exists for a code and language that have one). */
export function useCreateContentBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffBannerCreateInput) => staffCall(createStaffContentBannerEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content }),
  });
}

/** PUT /api/v1/staff/content/banners/:code/:language: the banner replaced. */
export function useUpdateContentBanner(code: string, language: TLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffBannerBodyInput) => staffCall(updateStaffContentBannerEndpoint, { params: { code, language }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content }),
  });
}

/** DELETE /api/v1/staff/content/banners/:code/:language. */
export function useDeleteContentBanner(code: string, language: TLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(deleteStaffContentBannerEndpoint, { params: { code, language } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content }),
  });
}
