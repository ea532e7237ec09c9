import { previewStaffHtmlEndpoint } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/**
 * POST /api/v1/staff/html/preview: the HTML as typed, cleaned by the API's own sanitiser, so the
 * console shows what visitors will get. Asked once typing pauses; the last answer stays meanwhile.
 */
export function useHtmlPreview(html: string) {
  const settled = useDebouncedValue(html, 400);
  return useQuery({
    queryKey: staffKeys.htmlPreview(settled),
    // With the HTML it was made from: the answer on screen may be an earlier one while typing goes on.
    queryFn: async ({ signal }) => ({
      source: settled,
      ...(await staffCall(previewStaffHtmlEndpoint, { body: { html: settled } }, signal)),
    }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
