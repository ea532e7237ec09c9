import { createRequire } from 'node:module';
import {
  SERVER_HTML_ELEMENT_ATTRIBUTES,
  SERVER_HTML_ELEMENTS,
  SERVER_HTML_GLOBAL_ATTRIBUTES,
  SERVER_HTML_IMAGE_SCHEMES,
  SERVER_HTML_LINK_SCHEMES,
  SERVER_HTML_PORTAL_ACTIONS,
} from '@portal/domain';
import type sanitizeHtml from 'sanitize-html';

/**
 * HTML blocks and banners are written by the retailer's staff, but they reach every visitor's
 * page, so they are cleaned here as well as in the browser, with the same list: a copied tracking
 * snippet or a compromised editor account cannot run script in the portal. Layout and
 * formatting markup stays; scripts, event handlers, frames, forms and javascript: URLs go. The one
 * hook the HTML has into the portal is declarative: a link marked data-portal-action="help".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  // The one list of what server HTML may hold, which the web cleans with too (@portal/domain, shell/server-html.ts).
  allowedTags: [...SERVER_HTML_ELEMENTS],
  allowedAttributes: Object.fromEntries([
    ['*', [...SERVER_HTML_GLOBAL_ATTRIBUTES]],
    ...Object.entries(SERVER_HTML_ELEMENT_ATTRIBUTES).map(([element, names]) => [element, [...names]]),
  ]),
  allowedSchemes: [...SERVER_HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...SERVER_HTML_IMAGE_SCHEMES], source: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand our window to the opened page.
    a: (tagName, { 'data-portal-action': action, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(SERVER_HTML_PORTAL_ACTIONS.some((known) => known === action) ? { 'data-portal-action': action } : {}),
        ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
    // An image the editor gave no text alternative is treated as decorative (alt=""), so
    // screen readers skip it instead of reading its file name.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

/**
 * sanitize-html and the parsers under it are loaded with the first block cleaned, not at every
 * start (0.08–0.11 s of it; docs/performance.md, "The embedded database"); cleaning stays synchronous.
 */
let cleaner: typeof sanitizeHtml | undefined;

export const sanitise = (html: string): string => {
  cleaner ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  return cleaner(html, OPTIONS);
};
