import { useEffect, useState } from 'react';
import { isCataloguePartLoaded, loadCataloguePart, type TCataloguePart } from './i18n.ts';
import { useLanguage } from './use-language.ts';

/** True once the feature's catalogue part is loaded for the current language. */
export function useCataloguePart(part: TCataloguePart): boolean {
  const language = useLanguage();
  const [, setLoaded] = useState(0);
  const ready = isCataloguePartLoaded(part, language);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCataloguePart(part)
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoaded((n) => n + 1);
      });
    return () => {
      live = false;
    };
  }, [part, ready]);
  return ready;
}
