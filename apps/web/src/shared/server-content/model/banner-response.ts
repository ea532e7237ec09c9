import { BANNER_IMAGE_TYPES, isLanguage, type TBanner } from '@portal/domain';

type TImageBanner = Extract<TBanner, { kind: 'image' }>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * The banner of a GET banners/:code answer, checked by hand against ZBannerResponseSchema's
 * rules: the login page shows a banner and must not load zod for it (its size budget). A test
 * keeps the two in agreement.
 */
export function bannerFromResponse(body: unknown): TBanner {
  const banner = isRecord(body) ? body.banner : undefined;
  if (
    !isRecord(banner) ||
    typeof banner.code !== 'string' ||
    typeof banner.content !== 'string' ||
    !isNullableString(banner.link) ||
    !isLanguage(banner.language)
  ) {
    throw new Error('Invalid banner response');
  }
  const { code, content, language } = banner;
  const link = (banner.link ?? null) as string | null;
  if (banner.kind === 'html') return { code, kind: 'html', content, link, language };
  if (banner.kind === 'image' && (BANNER_IMAGE_TYPES as readonly unknown[]).includes(banner.mime_type)) {
    return { code, kind: 'image', mime_type: banner.mime_type as TImageBanner['mime_type'], content, link, language };
  }
  throw new Error('Invalid banner response');
}
