/**
 * A dynamic block's width or height (html_elements.block_width, block_height): a bare number is
 * pixels, or a number with one of these units. The web draws only such values (it must not
 * inject arbitrary CSS from the server), and the console's forms and the staff API accept only
 * them, so what staff save is what the page draws. Zod-free: the login page reads it.
 */
const BLOCK_DIMENSION = /^\d{1,5}(\.\d{1,3})?(px|%|em|rem|vh|vw)?$/;

export const BLOCK_DIMENSION_MAX = 16;

export function isBlockDimension(value: string): boolean {
  return BLOCK_DIMENSION.test(value);
}

/** The value as CSS (a bare number in pixels), or undefined for anything the rule refuses. */
export function blockDimensionCss(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !isBlockDimension(trimmed)) return undefined;
  return /\d$/.test(trimmed) ? `${trimmed}px` : trimmed;
}
