import { getGroupElementsRoute } from '@portal/domain';
import { apiCallRoute } from '../../api/api-client.ts';
import { useFirstPageQuery } from '../../api/first-page-query.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { htmlElementsFromResponse } from '../model/html-elements.ts';

/**
 * GET /api/v1/ov_customize/html_dinamic_elements/?group_name=… : the extra blocks of a screen
 * (e.g. Login). The login page shows its group: a first-page call, made from the endpoint's
 * zod-free route and checked by hand (docs/decisions.md, "First-page calls").
 */
export const useGroupElements = (group: string) => {
  // The blocks are in the interface language (Accept-Language): another language is another query.
  const language = useLanguage();
  return useFirstPageQuery(
    `html-elements/group/${group}/${language}`,
    () => apiCallRoute(getGroupElementsRoute, htmlElementsFromResponse, { query: { group_name: group } }),
    { staleTime: 5 * 60 * 1000 },
  );
};
