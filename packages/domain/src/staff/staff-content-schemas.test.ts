import { describe, expect, it } from 'vitest';
import { BANNER_IMAGE_MAX_BYTES, bannerImageRefusal } from '../shell/banner-image.ts';
import { blockDimensionCss } from '../shell/block-dimension.ts';
import {
  ZStaffBannerBodySchema,
  ZStaffBannerCreateSchema,
  ZStaffBlockBodySchema,
  ZStaffHtmlPreviewSchema,
  ZStaffPageBodySchema,
} from './staff-content-schemas.ts';

const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const PNG = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = btoa('GIF89a\u0001\u0000\u0001\u0000');
const WEBP = btoa('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const JPEG = b64([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]));

describe('banner images', () => {
  it('takes each type with its own signature and refuses another type’s bytes', () => {
    expect(bannerImageRefusal(PNG, 'image/png')).toBeUndefined();
    expect(bannerImageRefusal(JPEG, 'image/jpeg')).toBeUndefined();
    expect(bannerImageRefusal(GIF, 'image/gif')).toBeUndefined();
    expect(bannerImageRefusal(WEBP, 'image/webp')).toBeUndefined();
    expect(bannerImageRefusal(PNG, 'image/jpeg')).toBe('staff_content_image_wrong_type');
    expect(bannerImageRefusal(btoa('<svg onload=alert(1)>'), 'image/png')).toBe('staff_content_image_wrong_type');
  });
  it('refuses what is not base64, and an image over the bound', () => {
    expect(bannerImageRefusal('', 'image/png')).toBe('staff_content_image_not_base64');
    expect(bannerImageRefusal('iVBOR w0K', 'image/png')).toBe('staff_content_image_not_base64');
    expect(bannerImageRefusal(`data:image/png;base64,${PNG}`, 'image/png')).toBe('staff_content_image_not_base64');
    expect(bannerImageRefusal(`${PNG}=`, 'image/png')).toBe('staff_content_image_not_base64');
    const big = PNG + 'A'.repeat(Math.ceil((BANNER_IMAGE_MAX_BYTES * 4) / 3));
    expect(bannerImageRefusal(big.slice(0, big.length - (big.length % 4)), 'image/png')).toBe('staff_content_image_too_large');
  });
});

describe('block dimensions', () => {
  it('draws only numbers and lengths', () => {
    expect(blockDimensionCss('300')).toBe('300px');
    expect(blockDimensionCss(' 50% ')).toBe('50%');
    expect(blockDimensionCss('2.5rem')).toBe('2.5rem');
    expect(blockDimensionCss('100px;background:url(x)')).toBeUndefined();
    expect(blockDimensionCss('')).toBeUndefined();
    expect(blockDimensionCss(null)).toBeUndefined();
  });
});

describe('dynamic page body', () => {
  it('keeps the languages written and drops the blank ones', () => {
    const parsed = ZStaffPageBodySchema.parse({
      texts: {
        'ca-ES': { route_path: 'tarifes', btn_title: ' Tarifes ', btn_description: '' },
        'es-ES': { route_path: '', btn_title: '', btn_description: '  ' },
      },
    });
    expect(parsed.texts).toEqual({ 'ca-ES': { route_path: 'tarifes', btn_title: 'Tarifes', btn_description: '' } });
  });
  it('asks for one language at least, and the required fields of a language begun', () => {
    expect(errorsOf(ZStaffPageBodySchema.safeParse({ texts: {} }))).toEqual({ texts: 'staff_content_language_required' });
    expect(
      errorsOf(ZStaffPageBodySchema.safeParse({ texts: { 'fr-FR': { route_path: 'tarifs', btn_title: '', btn_description: 'x' } } })),
    ).toEqual({ 'texts.fr-FR.btn_title': 'required_field' });
  });
  it('takes a path word of any language, never a slash, a space or capitals', () => {
    const path = (route_path: string) =>
      ZStaffPageBodySchema.safeParse({ texts: { 'ca-ES': { route_path, btn_title: 'T', btn_description: '' } } }).success;
    expect(path('ofertes-2026')).toBe(true);
    expect(path('línia-única')).toBe(true);
    expect(path('a/b')).toBe(false);
    expect(path('a b')).toBe(false);
    expect(path('Tarifes')).toBe(false);
    expect(path('-x')).toBe(false);
  });
  it('refuses an unknown language and a text too long', () => {
    expect(ZStaffPageBodySchema.safeParse({ texts: { 'xx-XX': { route_path: 'a', btn_title: 'b', btn_description: '' } } }).success).toBe(
      false,
    );
    expect(
      errorsOf(ZStaffPageBodySchema.safeParse({ texts: { 'ca-ES': { route_path: 'a', btn_title: 'x'.repeat(81), btn_description: '' } } })),
    ).toEqual({ 'texts.ca-ES.btn_title': 'field_too_long' });
  });
});

describe('block body', () => {
  const texts = { 'en-US': { name: 'Welcome', html_block: '<p>Hi</p>' } };
  it('reads a form’s texts: priority and page as typed, empty as none', () => {
    expect(
      ZStaffBlockBodySchema.parse({ priority: '-5', page_id: '3', group_name: '', block_width: '', block_height: '200', texts }),
    ).toEqual({ priority: -5, page_id: 3, group_name: null, block_width: null, block_height: '200', texts });
  });
  it('needs a page or a group', () => {
    expect(
      errorsOf(
        ZStaffBlockBodySchema.safeParse({ priority: 0, page_id: null, group_name: ' ', block_width: null, block_height: null, texts }),
      ),
    ).toEqual({ page_id: 'staff_content_block_place_required' });
  });
  it('refuses a size that is not a length, a priority out of bounds, a page that is not an id', () => {
    expect(
      errorsOf(
        ZStaffBlockBodySchema.safeParse({
          priority: 100000,
          page_id: 'x',
          group_name: 'Login',
          block_width: 'calc(1px)',
          block_height: null,
          texts,
        }),
      ),
    ).toEqual({ priority: 'field_invalid', page_id: 'field_invalid', block_width: 'staff_content_dimension_invalid' });
  });
});

describe('banner bodies', () => {
  it('takes HTML and an image of its type', () => {
    expect(ZStaffBannerBodySchema.parse({ kind: 'html', content: '<p>x</p>', link: '' })).toEqual({
      kind: 'html',
      content: '<p>x</p>',
      link: null,
    });
    expect(ZStaffBannerBodySchema.safeParse({ kind: 'image', mime_type: 'image/gif', content: GIF, link: '/factures' }).success).toBe(true);
  });
  it('says what is wrong with an image and a link', () => {
    expect(errorsOf(ZStaffBannerBodySchema.safeParse({ kind: 'image', mime_type: 'image/webp', content: PNG, link: null }))).toEqual({
      content: 'staff_content_image_wrong_type',
    });
    expect(errorsOf(ZStaffBannerBodySchema.safeParse({ kind: 'html', content: '<p>x</p>', link: 'javascript:alert(1)' }))).toEqual({
      link: 'staff_content_link_invalid',
    });
    expect(ZStaffBannerBodySchema.safeParse({ kind: 'video', content: 'x', link: null }).success).toBe(false);
    expect(errorsOf(ZStaffBannerBodySchema.safeParse({ kind: 'html', content: '  ', link: null }))).toEqual({ content: 'required_field' });
  });
  it('creates by a code of the public rule and a language of ours', () => {
    expect(
      ZStaffBannerCreateSchema.safeParse({ code: 'login', language: 'gl-ES', kind: 'html', content: '<b>x</b>', link: null }).success,
    ).toBe(true);
    expect(ZStaffBannerCreateSchema.safeParse({ code: 'a b', language: 'gl-ES', kind: 'html', content: 'x', link: null }).success).toBe(
      false,
    );
    expect(ZStaffBannerCreateSchema.safeParse({ code: 'a', language: 'pt-PT', kind: 'html', content: 'x', link: null }).success).toBe(
      false,
    );
  });
});

describe('preview body', () => {
  it('bounds the HTML', () => {
    expect(ZStaffHtmlPreviewSchema.safeParse({ html: '<script>x</script>' }).success).toBe(true);
    expect(ZStaffHtmlPreviewSchema.safeParse({ html: 'x'.repeat(100_001) }).success).toBe(false);
    expect(ZStaffHtmlPreviewSchema.safeParse({}).success).toBe(false);
  });
});
