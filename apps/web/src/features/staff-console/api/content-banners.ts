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

/**
 * POST /api/v1/staff/content/banners (a new banner; 409 banner_exists for a code and language that
 * have one), or PUT …/:code/:language with the banner it edits (its code and language stay).
 */
export function useSaveContentBanner(editing: { code: string; language: TLanguage } | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, language, ...body }: TStaffBannerCreateInput) =>
      editing
        ? staffCall(updateStaffContentBannerEndpoint, { params: editing, body: body as TStaffBannerBodyInput })
        : staffCall(createStaffContentBannerEndpoint, { body: { code, language, ...body } as TStaffBannerCreateInput }),
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
