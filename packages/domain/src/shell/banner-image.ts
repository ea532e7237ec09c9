import type { BANNER_IMAGE_TYPES } from './banner-types.ts';

/**
 * An image banner's content (customer-area §3): base64 of a png, jpeg, gif or webp. The staff
 * API and the console check it with these rules before it is stored, so a banner never holds
 * text that is not base64, bytes of another type than it says, or an image too large to serve
 * with every page that shows it. Zod-free and I/O-free: the browser runs it on the picked file.
 */

/** The largest image, decoded: a banner travels with the page (its base64 inside the JSON answer). */
export const BANNER_IMAGE_MAX_BYTES = 512 * 1024;
/** The base64 of the largest image. */
export const BANNER_IMAGE_MAX_BASE64 = Math.ceil(BANNER_IMAGE_MAX_BYTES / 3) * 4;

export const BANNER_IMAGE_NOT_BASE64 = 'staff_content_image_not_base64';
export const BANNER_IMAGE_TOO_LARGE = 'staff_content_image_too_large';
export const BANNER_IMAGE_WRONG_TYPE = 'staff_content_image_wrong_type';

type TBannerImageType = (typeof BANNER_IMAGE_TYPES)[number];

// Standard base64 (RFC 4648 §4), padded: what FileReader.readAsDataURL and Buffer give.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The first bytes of each type (its file signature). */
function hasSignature(bytes: readonly number[], type: TBannerImageType): boolean {
  const starts = (signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  switch (type) {
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'image/gif':
      return starts(ascii('GIF87a')) || starts(ascii('GIF89a'));
    case 'image/webp':
      return starts(ascii('RIFF')) && starts(ascii('WEBP'), 8);
  }
}

/** The decoded size of a valid base64 text (contracting/wizard-files.ts has one too, beside zod). */
const decodedBytes = (base64: string) => (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/**
 * Why a banner image is refused (one of the three keys above), or undefined when it is base64 of
 * an image of `type` within the size bound. The whole text is checked as base64; only its first
 * bytes are decoded, for the signature.
 */
export function bannerImageRefusal(base64: string, type: TBannerImageType): string | undefined {
  // The length first: a text far too long is refused before the pattern reads it.
  if (base64.length > BANNER_IMAGE_MAX_BASE64) return BANNER_IMAGE_TOO_LARGE;
  if (base64.length === 0 || !BASE64.test(base64)) return BANNER_IMAGE_NOT_BASE64;
  if (decodedBytes(base64) > BANNER_IMAGE_MAX_BYTES) return BANNER_IMAGE_TOO_LARGE;
  const head = atob(base64.slice(0, 16));
  const bytes = [...head].map((c) => c.charCodeAt(0));
  return hasSignature(bytes, type) ? undefined : BANNER_IMAGE_WRONG_TYPE;
}
