/**
 * Escapes text for HTML element content and quoted attribute values. Every value a template
 * interpolates into its HTML goes through this: names, addresses and case texts come from users,
 * and a mail client renders what it receives (docs/mail.md, "Adding a mail").
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Only http(s) links go into an href: a `javascript:` or `data:` URL from data is refused, not escaped. */
export function safeHref(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error('a mail link must be an http(s) URL');
  }
  return escapeHtml(parsed.href);
}
