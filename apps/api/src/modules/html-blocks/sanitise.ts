import sanitizeHtml from 'sanitize-html';

/**
 * HTML blocks and banners are written by the retailer's staff, but they reach every visitor's
 * page, so they are cleaned here as well as by DOMPurify in the browser: a copied tracking
 * snippet or a compromised editor account cannot run script in the portal. Layout and
 * formatting markup stays; scripts, event handlers, frames, forms and javascript: URLs go. The one
 * hook the HTML has into the portal is declarative: a link marked data-portal-action="help".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'figure', 'figcaption', 'picture', 'source'],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'aria-label', 'role'],
    // data-portal-action="help": a link the web turns into "open the help dialog" (shared/ui/sanitised-html.tsx);
    // the web knows no other action, so no other value passes.
    a: ['href', 'name', 'target', 'rel', 'data-portal-action'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http', 'data'], source: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand our window to the opened page.
    a: (tagName, { 'data-portal-action': action, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(action === 'help' ? { 'data-portal-action': action } : {}),
        ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
    // An image the editor gave no text alternative is treated as decorative (alt=""), so
    // screen readers skip it instead of reading its file name.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

export const sanitise = (html: string): string => sanitizeHtml(html, OPTIONS);
