import { useEffect } from 'react';

/** Each page names itself in the browser tab (WCAG 2.4.2). */
export function useDocumentTitle(title: string, siteName?: string): void {
  useEffect(() => {
    document.title = siteName ? `${title} · ${siteName}` : title;
  }, [title, siteName]);
}
