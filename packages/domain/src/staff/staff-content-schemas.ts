import { z } from 'zod';
import { idParam, text } from '../api/primitives.ts';
import { LANGUAGES, type TLanguage } from '../i18n/languages.ts';
import { BANNER_IMAGE_NOT_BASE64, bannerImageRefusal } from '../shell/banner-image.ts';
import { BANNER_IMAGE_TYPES } from '../shell/banner-types.ts';
import { BLOCK_DIMENSION_MAX, isBlockDimension } from '../shell/block-dimension.ts';
import { ZBannerParamsSchema } from '../shell/html-blocks.ts';
import { isServerHtmlUrlAllowed, SERVER_HTML_LINK_SCHEMES } from '../shell/server-html.ts';

/**
 * What the portal shows that the retailer writes (customer-area §3: dynamic pages, their blocks,
 * banners), as supervisors edit it in the console (docs/settings-and-gates.md, "Editing them").
 * The rules are the public schemas' (html-blocks.ts) with a bound on every text; HTML is taken as
 * written and cleaned by the API when it is stored (and again when it is read).
 */

export const HTML_PAGE_NOT_FOUND = 'html_page_not_found';
export const HTML_BLOCK_NOT_FOUND = 'html_block_not_found';
export const BANNER_NOT_FOUND = 'banner_not_found';
/** A banner of that code in that language exists already (409): it is edited, not created again. */
export const BANNER_EXISTS = 'banner_exists';

export const CONTENT_HTML_MAX = 100_000;
export const ROUTE_PATH_MAX = 64;
export const BUTTON_TITLE_MAX = 80;
export const BUTTON_DESCRIPTION_MAX = 200;
export const BLOCK_NAME_MAX = 120;
export const GROUP_NAME_MAX = 64;
export const BANNER_LINK_MAX = 2048;
export const BLOCK_PRIORITY_MAX = 99_999;

export const CONTENT_LANGUAGE_REQUIRED = 'staff_content_language_required';
export const ROUTE_PATH_INVALID = 'staff_content_route_path_invalid';
export const BLOCK_PLACE_REQUIRED = 'staff_content_block_place_required';
export const BLOCK_PAGE_UNKNOWN = 'staff_content_block_page_unknown';
export const DIMENSION_INVALID = 'staff_content_dimension_invalid';
export const LINK_INVALID = 'staff_content_link_invalid';

// A page's path word (/d/{route_path}/{id}): lower-case letters of any language and digits, words
// joined by single hyphens, so the address needs no escaping and reads as a word.
const ROUTE_PATH = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

const isBlank = (entry: Record<string, unknown>) => Object.values(entry).every((value) => typeof value !== 'string' || value.trim() === '');

/**
 * A text per language, as the forms hold it: every language may be there, and one whose fields are
 * all empty is not written in that language (the page falls back to the default language's). At
 * least one language; in each written one, the `required` fields. Blank languages are dropped.
 */
function textsByLanguage<S extends Record<string, z.ZodType<string, string>>>(shape: S, required: readonly (keyof S & string)[]) {
  const entry = z.object(shape);
  type TEntry = z.output<typeof entry>;
  return z
    .partialRecord(z.enum(LANGUAGES), entry)
    .superRefine((texts, ctx) => {
      let written = 0;
      for (const [language, values] of Object.entries(texts) as [TLanguage, Record<string, unknown>][]) {
        if (isBlank(values)) continue;
        written += 1;
        for (const field of required)
          if (String(values[field] ?? '').trim() === '')
            ctx.addIssue({ code: 'custom', path: [language, field], message: 'required_field' });
      }
      if (written === 0) ctx.addIssue({ code: 'custom', path: [], message: CONTENT_LANGUAGE_REQUIRED });
    })
    .transform(
      (texts) =>
        Object.fromEntries(Object.entries(texts).filter(([, values]) => !isBlank(values as Record<string, unknown>))) as Partial<
          Record<TLanguage, TEntry>
        >,
    );
}

/** '' or null is none; otherwise the text, trimmed, checked by `rule`. */
const optionalText = (max: number, rule?: { test: (value: string) => boolean; message: string }) =>
  z
    .union([z.null(), text(max).trim()], { error: 'field_invalid' })
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || !rule || rule.test(value), rule?.message ?? 'field_invalid');

/** An id chosen in a form (a select's text) or sent as a number; '' or null is none. */
const optionalId = z
  .union([z.null(), z.literal(''), idParam('field_invalid')], { error: 'field_invalid' })
  .transform((value) => (value === '' ? null : value));

/** An integer typed in a form or sent as a number. */
const priority = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,6}$/, 'field_invalid')
        .transform(Number),
    ],
    { error: 'field_invalid' },
  )
  .pipe(z.number().int('field_invalid').min(-BLOCK_PRIORITY_MAX, 'field_invalid').max(BLOCK_PRIORITY_MAX, 'field_invalid'));

// ---- Dynamic pages ---------------------------------------------------------------------------

const routePath = text(ROUTE_PATH_MAX)
  .trim()
  .refine((value) => value === '' || ROUTE_PATH.test(value), ROUTE_PATH_INVALID);

export const ZStaffPageTextsSchema = textsByLanguage(
  { route_path: routePath, btn_title: text(BUTTON_TITLE_MAX).trim(), btn_description: text(BUTTON_DESCRIPTION_MAX).trim() },
  ['route_path', 'btn_title'],
);

/** POST /staff/content/pages and PUT /staff/content/pages/:id: the menu entry in each language written (the others are removed). */
export const ZStaffPageBodySchema = z.object({ texts: ZStaffPageTextsSchema });
export type TStaffPageBodyInput = z.input<typeof ZStaffPageBodySchema>;
export type TStaffPageBody = z.output<typeof ZStaffPageBodySchema>;

const ZPageTextSchema = z.object({ route_path: z.string(), btn_title: z.string(), btn_description: z.string() });
export const ZStaffPageSchema = z.object({
  id: z.number().int(),
  texts: z.partialRecord(z.enum(LANGUAGES), ZPageTextSchema),
  /** How many blocks the page shows: deleting the page deletes them too. */
  blocks: z.number().int(),
});
export type TStaffPage = z.infer<typeof ZStaffPageSchema>;
export const ZStaffPageListSchema = z.object({ items: z.array(ZStaffPageSchema) });

export const ZStaffContentIdParamsSchema = z.object({ id: idParam('field_invalid') });

// ---- Blocks ----------------------------------------------------------------------------------

export const ZStaffBlockTextsSchema = textsByLanguage(
  { name: text(BLOCK_NAME_MAX).trim(), html_block: text(CONTENT_HTML_MAX, { multiline: true }) },
  ['name', 'html_block'],
);

const dimension = optionalText(BLOCK_DIMENSION_MAX, { test: isBlockDimension, message: DIMENSION_INVALID });

/**
 * POST /staff/content/blocks and PUT /staff/content/blocks/:id: where the block shows (a dynamic
 * page, a named group of a screen such as Login, or both), its order, its size and its texts.
 */
export const ZStaffBlockBodySchema = z
  .object({
    priority,
    page_id: optionalId,
    group_name: optionalText(GROUP_NAME_MAX),
    block_width: dimension,
    block_height: dimension,
    texts: ZStaffBlockTextsSchema,
  })
  .superRefine((block, ctx) => {
    // A block in no page and no group shows nowhere.
    if (block.page_id === null && block.group_name === null)
      ctx.addIssue({ code: 'custom', path: ['page_id'], message: BLOCK_PLACE_REQUIRED });
  });
export type TStaffBlockBodyInput = z.input<typeof ZStaffBlockBodySchema>;
export type TStaffBlockBody = z.output<typeof ZStaffBlockBodySchema>;

const ZBlockTextSchema = z.object({ name: z.string(), html_block: z.string() });
export const ZStaffBlockSchema = z.object({
  id: z.number().int(),
  priority: z.number().int(),
  page_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  block_width: z.string().nullable(),
  block_height: z.string().nullable(),
  /** As stored: cleaned when it was saved. */
  texts: z.partialRecord(z.enum(LANGUAGES), ZBlockTextSchema),
});
export type TStaffBlock = z.infer<typeof ZStaffBlockSchema>;
export const ZStaffBlockListSchema = z.object({ items: z.array(ZStaffBlockSchema) });

// ---- Banners ---------------------------------------------------------------------------------

const link = optionalText(BANNER_LINK_MAX, { test: (url) => isServerHtmlUrlAllowed(url, SERVER_HTML_LINK_SCHEMES), message: LINK_INVALID });

const htmlBanner = z.object({
  kind: z.literal('html'),
  content: text(CONTENT_HTML_MAX, { multiline: true, error: 'required_field' }).trim().min(1, 'required_field'),
  link,
});
const imageBanner = z.object({
  kind: z.literal('image'),
  mime_type: z.enum(BANNER_IMAGE_TYPES, { error: 'required_field' }),
  /** Base64 of the image (no data: prefix): checked as base64, bounded, its first bytes of its type. */
  content: z.string({ error: BANNER_IMAGE_NOT_BASE64 }),
  link,
});
const imageCheck = (banner: { kind: string; mime_type?: (typeof BANNER_IMAGE_TYPES)[number]; content: string }, ctx: z.RefinementCtx) => {
  if (banner.kind !== 'image' || !banner.mime_type) return;
  const refusal = bannerImageRefusal(banner.content, banner.mime_type);
  if (refusal) ctx.addIssue({ code: 'custom', path: ['content'], message: refusal });
};

/** PUT /staff/content/banners/:code/:language: an HTML banner or a base64 image, with an optional link. */
export const ZStaffBannerBodySchema = z
  .discriminatedUnion('kind', [htmlBanner, imageBanner], { error: 'required_field' })
  .superRefine(imageCheck);
export type TStaffBannerBodyInput = z.input<typeof ZStaffBannerBodySchema>;
export type TStaffBannerBody = z.output<typeof ZStaffBannerBodySchema>;

const ZBannerKeySchema = z.object({ code: ZBannerParamsSchema.shape.code, language: z.enum(LANGUAGES, { error: 'required_field' }) });
/** POST /staff/content/banners: a new banner, by its code and language. */
export const ZStaffBannerCreateSchema = z
  .discriminatedUnion('kind', [htmlBanner.extend(ZBannerKeySchema.shape), imageBanner.extend(ZBannerKeySchema.shape)], {
    error: 'required_field',
  })
  .superRefine(imageCheck);
export type TStaffBannerCreateInput = z.input<typeof ZStaffBannerCreateSchema>;
export type TStaffBannerCreate = z.output<typeof ZStaffBannerCreateSchema>;
export const ZStaffBannerParamsSchema = ZBannerKeySchema;

export const ZStaffBannerSchema = z.object({
  code: z.string(),
  language: z.enum(LANGUAGES),
  kind: z.enum(['html', 'image']),
  mime_type: z.enum(BANNER_IMAGE_TYPES).nullable(),
  /** The HTML as stored (cleaned when saved), or the image's base64. */
  content: z.string(),
  link: z.string().nullable(),
});
export type TStaffBanner = z.infer<typeof ZStaffBannerSchema>;
/** The list leaves the content out (an image is up to half a megabyte); one banner's GET has it. */
export const ZStaffBannerListItemSchema = ZStaffBannerSchema.omit({ content: true });
export type TStaffBannerListItem = z.infer<typeof ZStaffBannerListItemSchema>;
export const ZStaffBannerListSchema = z.object({ items: z.array(ZStaffBannerListItemSchema) });

// ---- Preview ---------------------------------------------------------------------------------

/** POST /staff/html/preview: HTML as typed → as visitors will get it (the API's sanitiser). */
export const ZStaffHtmlPreviewSchema = z.object({ html: text(CONTENT_HTML_MAX, { multiline: true, error: 'required_field' }) });
export type TStaffHtmlPreview = z.infer<typeof ZStaffHtmlPreviewSchema>;
export const ZStaffHtmlPreviewResponseSchema = z.object({ html: z.string() });

/** A delete answers 204 with no body. */
export const ZStaffContentDeletedSchema = z.undefined();
