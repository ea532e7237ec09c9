// The body of SanitisedHtml (sanitised-html.tsx), loaded with DOMPurify only when a page has server HTML to show.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { isShellGateOpen } from '@portal/domain';
import { type MouseEvent, useEffect, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { useSettings } from '../settings/index.ts';
import { helpDialogStore } from './help-dialog-store.ts';

export interface TSanitisedHtmlProps {
  html: string;
  sx?: SxProps<Theme>;
  testId?: string;
  /** The language the HTML is written in, when it may differ from the page's (content in the default language). */
  lang?: string;
}

let decorativeImageHookAdded = false;

/** Server HTML made safe: scripts, event handlers and other active content removed. DOMPurify loads only when there is HTML to clean. */
export async function sanitiseHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  if (!decorativeImageHookAdded) {
    decorativeImageHookAdded = true;
    // An image given no text alternative is decorative (alt=""), as the API also marks it.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
  }
  // data-* attributes stay (DOMPurify's default): data-portal-action is how the HTML asks the
  // portal for something, and only the click handler below gives it a meaning.
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/**
 * The retailer's HTML set in the portal's type and colours rather than the browser's: headings
 * on the theme's scale (a block's h1 is never as large as the page's own title), paragraphs and
 * lists spaced like the pages', links in the primary colour, tables ruled, images fitted.
 */
export const serverHtmlSx: SxProps<Theme> = (theme) => ({
  ...theme.typography.body1,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-child': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& h1': { ...theme.typography.h5, fontWeight: 600, mt: 3, mb: 1 },
  '& h2': { ...theme.typography.h6, fontWeight: 600, mt: 2.5, mb: 1 },
  '& h3, & h4, & h5, & h6': { ...theme.typography.subtitle1, fontWeight: 600, mt: 2, mb: 0.5 },
  '& p': { mt: 0, mb: 1.5 },
  '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
  '& li + li': { mt: 0.5 },
  '& a': {
    color: 'primary.main',
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    '&:hover': { color: 'primary.dark' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2, borderRadius: 0.5 },
  },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, mb: 1.5 },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: 1.5, ...theme.typography.body2 },
  '& th, & td': { textAlign: 'start', px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' },
  '& th': { fontWeight: 600, color: 'text.secondary' },
  '& strong, & b': { fontWeight: 600 },
});

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

/** Server HTML, sanitised, styled with the theme, its help links and portal links handled (see handleServerHtmlClick). */
export default function SanitisedHtmlBody({ html, sx, testId, lang }: TSanitisedHtmlProps) {
  // Every page is inside the app's router (app.tsx).
  const navigate = useNavigate();
  const settings = useSettings();
  const helpOpen = isShellGateOpen('helpDialog', settings);
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    sanitiseHtml(html)
      .then((result) => {
        if (live) setClean(result);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return null;
  return (
    <Box
      // A help link leads nowhere where the deployment has no help dialog: it is not shown.
      sx={[
        serverHtmlSx,
        helpOpen ? {} : { '& [data-portal-action="help"]': { display: 'none' } },
        ...(Array.isArray(sx) ? sx : [sx ?? {}]),
      ]}
      data-testid={testId}
      lang={lang}
      onClick={(event) => handleServerHtmlClick(event, { helpOpen, navigate })}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
