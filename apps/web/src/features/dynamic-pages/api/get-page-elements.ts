import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { htmlElementsFromResponse } from '../../../shared/server-content/index.ts';

/** GET /api/v1/ov_customize/html_dinamic_elements/:pageId : the blocks of a dynamic page. */
export const usePageElements = (pageId: string) =>
  useQuery({
    queryKey: ['html-elements', 'page', pageId],
    queryFn: async ({ signal }) =>
      htmlElementsFromResponse(await apiCall({ path: '/ov_customize/html_dinamic_elements/:pageId', params: { pageId }, signal })),
  });
