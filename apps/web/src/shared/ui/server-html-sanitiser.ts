import {
  isServerHtmlUrlAllowed,
  SERVER_HTML_ELEMENT_ATTRIBUTES,
  SERVER_HTML_ELEMENTS,
  SERVER_HTML_GLOBAL_ATTRIBUTES,
  SERVER_HTML_IMAGE_SCHEMES,
  SERVER_HTML_LINK_SCHEMES,
  SERVER_HTML_PORTAL_ACTIONS,
} from '@portal/domain';

/**
 * Server HTML made safe before a page draws it, with the list the API cleaned it with
 * (@portal/domain shell/server-html.ts): scripts, handlers and anything else active removed.
 * The browser's own sanitiser (Element.setHTML, the HTML Sanitizer API) does it where there is one;
 * elsewhere DOMPurify, fetched only then, so where the browser has one the page loads no
 * sanitiser at all (the login page's budget, docs/web.md). Either way the result then passes
 * through the same rules of the portal's own (keepOnlyWhatThePortalAllows), so both give the same
 * HTML.
 */
export async function sanitiseHtml(html: string): Promise<string> {
  const now = sanitiseHtmlNow(html);
  if (now !== null) return now;
  const body = inertBody();
  body.innerHTML = (await import('dompurify')).default.sanitize(html, DOMPURIFY_CONFIG);
  keepOnlyWhatThePortalAllows(body);
  return body.innerHTML;
}

/**
 * The same, at once, where the browser has its own sanitiser; null where DOMPurify must be
 * fetched first. A page draws server HTML in the same frame as what surrounds it, so nothing moves
 * under a pointer about to click (a product's description arriving a moment after its radio
 * button moved the button away from a click).
 */
export function sanitiseHtmlNow(html: string): string | null {
  const body = inertBody();
  if (typeof body.setHTML !== 'function') return null;
  body.setHTML(html, { sanitizer: browserSanitizerConfig() });
  keepOnlyWhatThePortalAllows(body);
  return body.innerHTML;
}

/** The body of a document with no window: nothing in it loads or runs while it is cleaned. */
function inertBody(): HTMLElement {
  return document.implementation.createHTMLDocument('').body;
}

const ELEMENT_ATTRIBUTE_NAMES = [...new Set(Object.values(SERVER_HTML_ELEMENT_ATTRIBUTES).flat())];

const DOMPURIFY_CONFIG = {
  ALLOWED_TAGS: [...SERVER_HTML_ELEMENTS],
  // DOMPurify's list is not per element: keepOnlyWhatThePortalAllows narrows it.
  ALLOWED_ATTR: [...SERVER_HTML_GLOBAL_ATTRIBUTES, ...ELEMENT_ATTRIBUTE_NAMES],
  ALLOW_DATA_ATTR: false,
};

let sanitizerConfig: SanitizerConfig | undefined;
function browserSanitizerConfig(): SanitizerConfig {
  sanitizerConfig ??= {
    elements: SERVER_HTML_ELEMENTS.map((name) => {
      const attributes = SERVER_HTML_ELEMENT_ATTRIBUTES[name];
      return attributes ? { name, attributes: [...attributes] } : name;
    }),
    attributes: [...SERVER_HTML_GLOBAL_ATTRIBUTES],
    dataAttributes: false,
    comments: false,
  };
  return sanitizerConfig;
}

/**
 * The portal's own rules over the sanitiser's output: each element only its attributes, links and
 * images only their URL schemes, the help action its one value, a new tab without our window, an
 * image given no text alternative decorative (as the API marks it).
 */
export function keepOnlyWhatThePortalAllows(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const name = element.localName;
    const own = SERVER_HTML_ELEMENT_ATTRIBUTES[name] ?? [];
    for (const attribute of Array.from(element.attributes)) {
      const kept = (SERVER_HTML_GLOBAL_ATTRIBUTES as readonly string[]).includes(attribute.name) || own.includes(attribute.name);
      if (!kept) element.removeAttribute(attribute.name);
    }
    const action = element.getAttribute('data-portal-action');
    if (action !== null && !(SERVER_HTML_PORTAL_ACTIONS as readonly string[]).includes(action))
      element.removeAttribute('data-portal-action');
    const href = element.getAttribute('href');
    if (href !== null && !isServerHtmlUrlAllowed(href, SERVER_HTML_LINK_SCHEMES)) element.removeAttribute('href');
    if (name === 'a' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    if (name === 'img') {
      const src = element.getAttribute('src');
      if (src !== null && !isServerHtmlUrlAllowed(src, SERVER_HTML_IMAGE_SCHEMES)) element.removeAttribute('src');
      if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
    }
  }
}
