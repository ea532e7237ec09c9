import { getPageElementsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { byPriority } from '../../../shared/server-content/index.ts';

/** GET /api/v1/ov_customize/html_dinamic_elements/:pageId : the blocks of a dynamic page, in priority order. */
export const usePageElements = (pageId: string) =>
  useQuery({
    queryKey: ['html-elements', 'page', pageId],
    queryFn: async ({ signal }) => byPriority((await apiCall(getPageElementsEndpoint, { params: { pageId } }, { signal })).items),
  });
