import { blockDimensionCss, isLanguage, type THtmlElement } from '@portal/domain';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * One element of ZHtmlElementSchema, checked by hand: the Login group renders on the login
 * page, which must not load zod (its size budget); the rules are the schema's.
 */
export function isHtmlElement(value: unknown): value is THtmlElement {
  return (
    isRecord(value) &&
    isInt(value.id) &&
    typeof value.name === 'string' &&
    isInt(value.priority) &&
    isNullableString(value.group_name) &&
    typeof value.html_block === 'string' &&
    isNullableString(value.block_height) &&
    isNullableString(value.block_width) &&
    (value.page_id === null || isInt(value.page_id)) &&
    isLanguage(value.language)
  );
}

/** Elements in the order they show: by priority, then id (customer-area §3). */
export const byPriority = (elements: readonly THtmlElement[]): THtmlElement[] =>
  [...elements].sort((a, b) => a.priority - b.priority || a.id - b.id);

/** The elements of an html_dinamic_elements answer ({ items }), in priority order (then id); malformed items are left out. */
export function htmlElementsFromResponse(body: unknown): THtmlElement[] {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('Invalid HTML elements response');
  return byPriority(body.items.filter(isHtmlElement));
}

/**
 * A block's width or height as CSS: a bare number is pixels; a length with a unit (px, %, em,
 * rem, vh, vw) is kept; anything else is ignored, since the value comes from the server and
 * must not inject arbitrary CSS. The domain's rule, which the staff API saves by.
 */
export const blockDimension = (value: string | null): string | undefined => blockDimensionCss(value);
