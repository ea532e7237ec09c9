import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';

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
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SanitisedHtml({ html, sx, testId }: { html: string; sx?: SxProps<Theme>; testId?: string }) {
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
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised with DOMPurify just above.
  return <Box sx={sx} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
