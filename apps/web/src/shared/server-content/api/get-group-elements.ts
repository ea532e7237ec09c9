import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';
import { htmlElementsFromResponse } from '../model/html-elements.ts';

/** GET /api/v1/ov_customize/html_dinamic_elements/?group_name=… : the extra blocks of a screen (e.g. Login). */
export const useGroupElements = (group: string) =>
  useQuery({
    queryKey: ['html-elements', 'group', group],
    queryFn: async ({ signal }) =>
      htmlElementsFromResponse(await apiCall({ path: '/ov_customize/html_dinamic_elements/', query: { group_name: group }, signal })),
    staleTime: 5 * 60 * 1000,
  });
