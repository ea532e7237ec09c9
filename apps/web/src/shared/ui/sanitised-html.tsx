import { lazy, Suspense } from 'react';
import type { TSanitisedHtmlProps } from './server-html-body.tsx';

// The body (its click handling and its sanitiser) is fetched only when a page has server HTML to
// show: the login page's first scripts do not carry it (its budget, docs/decisions.md "First-page
// calls"); DOMPurify comes later still, and only where the browser has no sanitiser of its own.
const Body = lazy(() => import('./server-html-body.tsx'));

/** Server HTML made safe: scripts, event handlers and other active content removed (server-html-sanitiser.ts). */
export async function sanitiseHtml(html: string): Promise<string> {
  return (await import('./server-html-sanitiser.ts')).sanitiseHtml(html);
}

/**
 * Server HTML, sanitised (server-html-sanitiser.ts), styled with the theme; a link marked
 * data-portal-action="help" opens the help dialog and a link to a portal page stays in the app
 * (server-html-body.tsx). Nothing shows until it is clean; with `together`, neither does what its
 * Suspense boundary holds.
 */
export function SanitisedHtml(props: TSanitisedHtmlProps) {
  if (props.together) return <Body {...props} />;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
