import { getBannerRoute } from '@portal/domain';
import { apiCallRoute } from '../../api/api-client.ts';
import { useFirstPageQuery } from '../../api/first-page-query.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { bannerFromResponse } from '../model/banner-response.ts';

/**
 * GET /api/v2/banners/:code → {banner}, 404 when there is none. A failure stays in the call's
 * state (customer-area §8: "Banner failure stores the response's error"). The login page
 * shows a banner: a first-page call, made from the endpoint's zod-free route and checked by
 * hand (bannerFromResponse; docs/decisions.md, "First-page calls").
 */
export const useBanner = (code: string) => {
  // The answer is in the interface language (Accept-Language): another language is another query.
  const language = useLanguage();
  return useFirstPageQuery(`banner/${code}/${language}`, () => apiCallRoute(getBannerRoute, bannerFromResponse, { params: { code } }), {
    staleTime: 10 * 60 * 1000,
  });
};
