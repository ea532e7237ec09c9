import { type ComponentType, useEffect, useState } from 'react';
import { isCataloguePartLoaded, loadCataloguePart, type TCataloguePart } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { AppLoading } from '../shell/loading/app-loading.tsx';

/** True once every part is loaded for the current language; the missing ones load in parallel. */
function useCatalogueParts(parts: readonly TCataloguePart[]): boolean {
  const language = useLanguage();
  const [, setLoaded] = useState(0);
  const missing = parts.filter((part) => !isCataloguePartLoaded(part, language));
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    Promise.all(key.split(',').map((part) => loadCataloguePart(part as TCataloguePart)))
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoaded((n) => n + 1);
      });
    return () => {
      live = false;
    };
  }, [key]);
  return missing.length === 0;
}

/**
 * A page that shows the loading screen until its feature's messages are loaded: one part, or
 * several when the page shows another feature's messages too (invoices and their payment).
 */
export function withCataloguePart(part: TCataloguePart | readonly TCataloguePart[], Page: ComponentType): ComponentType {
  const parts: readonly TCataloguePart[] = typeof part === 'string' ? [part] : part;
  function PageWithMessages() {
    const ready = useCatalogueParts(parts);
    return ready ? <Page /> : <AppLoading />;
  }
  PageWithMessages.displayName = `WithCataloguePart(${parts.join(',')})`;
  return PageWithMessages;
}
