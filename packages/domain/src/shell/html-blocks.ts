import { z } from 'zod';
import { idParam, text } from '../api/primitives.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { BANNER_IMAGE_TYPES } from './banner-types.ts';

/**
 * Dynamic HTML element (customer-area §3). html_block is sanitised before it reaches the page; it
 * is written in the request's language (Accept-Language) or, failing that, the default language.
 */
export const ZHtmlElementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  group_name: z.string().nullable(),
  html_block: z.string(),
  block_height: z.string().nullable(),
  block_width: z.string().nullable(),
  page_id: z.number().int().nullable(),
  /** The language the block is written in: the one asked for, or the default one it fell back to. */
  language: z.enum(LANGUAGES),
});
export type THtmlElement = z.infer<typeof ZHtmlElementSchema>;
export const ZHtmlElementsResponseSchema = z.object({ items: z.array(ZHtmlElementSchema) });

/** Dynamic route: a menu button leading to /d/{route_path}/{page id}, titled in the request's language or the default one. */
export const ZHtmlRouteSchema = z.object({
  id: z.number().int(),
  route_path: z.string(),
  btn_description: z.string(),
  btn_title: z.string(),
});
export type THtmlRoute = z.infer<typeof ZHtmlRouteSchema>;
export const ZHtmlRoutesResponseSchema = z.object({ items: z.array(ZHtmlRouteSchema) });

export const ZHtmlGroupQuerySchema = z.object({ group_name: text(64).min(1) });
export const ZHtmlPageParamsSchema = z.object({ pageId: idParam() });

/**
 * Banner by code: a base64 image (png, jpeg, gif, webp) or HTML, in the language asked for or
 * the default one (language says which: the page marks content in another language as such).
 */
export const ZBannerSchema = z.discriminatedUnion('kind', [
  z.object({
    code: z.string(),
    kind: z.literal('image'),
    mime_type: z.enum(BANNER_IMAGE_TYPES),
    content: z.string(),
    link: z.string().nullable(),
    language: z.enum(LANGUAGES),
  }),
  z.object({ code: z.string(), kind: z.literal('html'), content: z.string(), link: z.string().nullable(), language: z.enum(LANGUAGES) }),
]);
export type TBanner = z.infer<typeof ZBannerSchema>;
export const ZBannerResponseSchema = z.object({ banner: ZBannerSchema });
export const ZBannerParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
