import type { ComponentProps, ComponentType } from 'react';

/**
 * The loader of a lazily loaded component that draws with MUI, for React's `lazy`: the component
 * and MUI's theme (mui-theme.tsx) fetched together, the component inside the theme. The shell
 * and the login page carry neither MUI nor its theme (docs/web.md, "The login page budget"): MUI,
 * its styling engine and the theme come with the first page, menu or dialog that uses them.
 * The loader runs once; calling it again (a preload on hover) returns the same promise.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React's own lazy() takes.
export function themed<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): () => Promise<{ default: C }> {
  let loaded: Promise<{ default: C }> | undefined;
  return () => {
    loaded ??= Promise.all([load(), import('./mui-theme.tsx')])
      .then(([module, { withMuiTheme }]) => ({ default: withMuiTheme<ComponentProps<C>>(module.default) as C }))
      .catch((error: unknown) => {
        // A failed load (no connection) is tried again on the next call.
        loaded = undefined;
        throw error;
      });
    return loaded;
  };
}
