// The body of SanitisedHtml (sanitised-html.tsx), loaded only when a page has server HTML to show.
import { isShellGateOpen } from '@portal/domain';
import { type CSSProperties, type MouseEvent, use, useMemo } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { useSettings } from '../settings/index.ts';
import { helpDialogStore } from './help-dialog-store.ts';
import { cx } from './light/cx.ts';
import { sanitiseHtml, sanitiseHtmlNow } from './server-html-sanitiser.ts';

// One promise per HTML, so a component that suspends on it finds the same one when it renders again.
const cleaning = new Map<string, Promise<string>>();
function sanitisedLater(html: string): Promise<string> {
  let promise = cleaning.get(html);
  if (!promise) {
    if (cleaning.size >= 200) cleaning.clear();
    // A sanitiser that could not be fetched shows nothing rather than the HTML unclean.
    promise = sanitiseHtml(html).catch(() => '');
    cleaning.set(html, promise);
  }
  return promise;
}

export interface TSanitisedHtmlProps {
  html: string;
  style?: CSSProperties;
  testId?: string;
  /** The language the HTML is written in, when it may differ from the page's (content in the default language). */
  lang?: string;
  /**
   * Shown together with what surrounds it: the nearest Suspense boundary above waits for the HTML
   * instead of drawing the rest first (a list whose items grow under the pointer as their HTML
   * arrives loses the click).
   */
  together?: boolean;
}

/**
 * What a click in server HTML may do besides following an ordinary link: a link marked
 * data-portal-action="help" opens the help dialog (when the deployment has it), and a link to a
 * page of the portal changes page inside the app instead of reloading it. Handled by delegation
 * on the container, so the HTML itself never carries a script or a handler.
 */
export function handleServerHtmlClick(
  event: MouseEvent<HTMLElement>,
  { helpOpen, navigate }: { helpOpen: boolean; navigate?: NavigateFunction },
) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.('a');
  if (!link || !event.currentTarget.contains(link)) return;
  if (link.dataset.portalAction === 'help') {
    event.preventDefault();
    if (helpOpen) helpDialogStore.setState({ open: true });
    return;
  }
  const href = link.getAttribute('href') ?? '';
  if (navigate && href.startsWith('/') && !href.startsWith('//') && !link.target && !link.hasAttribute('download')) {
    event.preventDefault();
    navigate(href);
  }
}

/**
 * Server HTML, sanitised, set in the portal's type and colours (`ui-server-html`,
 * shared/ui/light/light.css: without MUI, as the login page shows the retailer's blocks), its
 * help links and portal links handled (see handleServerHtmlClick).
 */
export default function SanitisedHtmlBody({ html, style, testId, lang }: TSanitisedHtmlProps) {
  // Every page is inside the app's router (app.tsx).
  const navigate = useNavigate();
  const settings = useSettings();
  const helpOpen = isShellGateOpen('helpDialog', settings);
  // Cleaned while rendering where the browser can; else the component waits (suspends) for
  // DOMPurify. Either way the HTML is drawn in the same frame as what its Suspense boundary holds.
  const now = useMemo(() => sanitiseHtmlNow(html), [html]);
  const clean = now ?? use(sanitisedLater(html));
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click of a link inside, delegated; Enter on a link clicks it too.
    // biome-ignore lint/a11y/noStaticElementInteractions: no control of its own, it handles its links' clicks.
    <div
      // A help link leads nowhere where the deployment has no help dialog: it is not shown.
      className={cx('ui-server-html', !helpOpen && 'ui-server-html-no-help')}
      style={style}
      data-testid={testId}
      lang={lang}
      onClick={(event) => handleServerHtmlClick(event, { helpOpen, navigate })}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
