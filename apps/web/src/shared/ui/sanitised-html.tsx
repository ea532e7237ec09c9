import { lazy, Suspense } from 'react';
import type { TSanitisedHtmlProps } from './server-html-body.tsx';

// The body (its theme styles, click handling) and DOMPurify are fetched together, and only when a
// page has server HTML to show: the login page's first scripts carry neither (its budget,
// docs/decisions.md "First-page calls").
const Body = lazy(() => Promise.all([import('./server-html-body.tsx'), import('dompurify')]).then(([body]) => body));

/** Server HTML made safe: scripts, event handlers and other active content removed. */
export async function sanitiseHtml(html: string): Promise<string> {
  return (await import('./server-html-body.tsx')).sanitiseHtml(html);
}

/**
 * Server HTML, sanitised with DOMPurify, styled with the theme; a link marked
 * data-portal-action="help" opens the help dialog and a link to a portal page stays in the app
 * (server-html-body.tsx). Nothing shows until it is clean.
 */
export function SanitisedHtml(props: TSanitisedHtmlProps) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
