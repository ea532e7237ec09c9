import { BANNER_IMAGE_TYPES, type TBanner } from '@portal/domain';

/** A data: URL for an image banner; undefined for a type outside png, jpeg, gif and webp or content that is not base64. */
export function bannerImageSource(banner: Extract<TBanner, { kind: 'image' }>): string | undefined {
  if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(banner.mime_type)) return undefined;
  const content = banner.content.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(content)) return undefined;
  return `data:${banner.mime_type};base64,${content}`;
}

/** Only web links leave a banner (no javascript: or data: URLs). */
export function safeBannerLink(link: string | null): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
