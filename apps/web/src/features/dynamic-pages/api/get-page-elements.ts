import { getPageElementsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { byPriority } from '../../../shared/server-content/index.ts';

/** GET /api/v1/ov_customize/html_dinamic_elements/:pageId : the blocks of a dynamic page, in priority order. */
export const usePageElements = (pageId: string) => {
  // The blocks are in the interface language (Accept-Language): another language is another query.
  const language = useLanguage();
  return useQuery({
    queryKey: ['html-elements', 'page', pageId, language],
    queryFn: async ({ signal }) => byPriority((await apiCall(getPageElementsEndpoint, { params: { pageId } }, { signal })).items),
  });
};
