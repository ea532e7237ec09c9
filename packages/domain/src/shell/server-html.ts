/**
 * What HTML from the server may hold when a page shows it (the retailer's HTML blocks and banners,
 * product descriptions, the comparators' and wizards' results): one list, which the API cleans
 * every block with when it serves it (modules/html-blocks/sanitise.ts) and the web cleans it with
 * again before drawing it (shared/ui/sanitised-html.tsx), so the two cannot disagree. Layout and
 * formatting markup stays; scripts, event handlers, frames, forms, styles and other URLs go.
 */
export const SERVER_HTML_ELEMENTS = [
  'address',
  'article',
  'aside',
  'footer',
  'header',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hgroup',
  'main',
  'nav',
  'section',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'hr',
  'li',
  'menu',
  'ol',
  'p',
  'pre',
  'ul',
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'caption',
  'col',
  'colgroup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'img',
  'picture',
  'source',
] as const;

/** Attributes any allowed element may carry. */
export const SERVER_HTML_GLOBAL_ATTRIBUTES = ['class', 'id', 'title', 'lang', 'dir', 'aria-label', 'role'] as const;

/**
 * Attributes of one element besides the global ones. data-portal-action is how a link asks the
 * portal to open the help dialog; the web gives it no other meaning, so no other value is kept.
 */
export const SERVER_HTML_ELEMENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'name', 'target', 'rel', 'data-portal-action'],
  img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
  source: ['srcset', 'type', 'media'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};

/** The one value of data-portal-action: open the help dialog. */
export const SERVER_HTML_PORTAL_ACTIONS = ['help'] as const;

/** URL schemes a link may use; an image may also be inline (data:), and relative URLs always pass. */
export const SERVER_HTML_LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;
export const SERVER_HTML_IMAGE_SCHEMES = ['https', 'http', 'data'] as const;

/**
 * Whether a URL may stay on a link (`href`) or an image (`src`): relative (not protocol-relative,
 * which would leave the portal's origin unsaid), or with one of the element's schemes.
 */
export function isServerHtmlUrlAllowed(url: string, schemes: readonly string[]): boolean {
  // Browsers ignore ASCII whitespace and control characters when reading a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what must be removed.
  const compact = url.replace(/[\u0000-\u0020]/g, '');
  if (compact.startsWith('//') || compact.startsWith('\\\\') || compact.startsWith('/\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return schemes.includes((scheme[1] ?? '').toLowerCase());
}
