import type { ComponentType } from 'react';
import type { TCataloguePart } from '../../shared/i18n/i18n.ts';
import { useCataloguePart } from '../../shared/i18n/use-catalogue-part.ts';
import { AppLoading } from '../shell/loading/app-loading.tsx';

/** A page that shows the loading screen until its feature's messages are loaded. */
export function withCataloguePart(part: TCataloguePart, Page: ComponentType): ComponentType {
  function PageWithMessages() {
    const ready = useCataloguePart(part);
    return ready ? <Page /> : <AppLoading />;
  }
  PageWithMessages.displayName = `WithCataloguePart(${part})`;
  return PageWithMessages;
}
