import type { ComponentProps, ComponentType } from 'react';
import { loadQueryRuntime } from '../../api/query-client.ts';

/**
 * The loader of a lazily loaded component that draws with MUI, for React's `lazy`: the component,
 * MUI's theme (mui-theme.tsx) and the app's query client (shared/api/query-client.ts) fetched
 * together, the component inside both. The shell and the login page carry neither MUI nor TanStack
 * Query (docs/web.md, "The login page budget"): they come with the first page, menu or dialog
 * that uses them.
 * The loader runs once; calling it again (a preload on hover) returns the same promise.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React's own lazy() takes.
export function themed<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): () => Promise<{ default: C }> {
  let loaded: Promise<{ default: C }> | undefined;
  return () => {
    loaded ??= Promise.all([load(), import('./mui-theme.tsx'), loadQueryRuntime()])
      .then(([module, { withMuiTheme }, { withQueryClient }]) => ({
        default: withMuiTheme<ComponentProps<C>>(withQueryClient<ComponentProps<C>>(module.default)) as C,
      }))
      .catch((error: unknown) => {
        // A failed load (no connection) is tried again on the next call.
        loaded = undefined;
        throw error;
      });
    return loaded;
  };
}
