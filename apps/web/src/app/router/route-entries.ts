import { LANGUAGES, ROUTE_NAMES, ROUTES, type TRouteDefinition, type TRouteName } from '@portal/domain';

export interface TRouteEntry {
  name: TRouteName;
  path: string;
  /** Rendered without the shell's chrome (the route table's `bare`, visitor-and-shell §2.1). */
  bare: boolean;
}

/**
 * The one route table as React Router paths: every route of the domain in all six languages,
 * each distinct path once (languages often share a path). Unmounted routes are listed too;
 * their gate answers 404 after the language redirect.
 */
export function routeEntries(): TRouteEntry[] {
  const seen = new Set<string>();
  const entries: TRouteEntry[] = [];
  for (const name of ROUTE_NAMES) {
    for (const language of LANGUAGES) {
      const path = ROUTES[name].paths[language];
      if (seen.has(path)) continue;
      seen.add(path);
      entries.push({ name, path, bare: (ROUTES[name] as TRouteDefinition).bare === true });
    }
  }
  return entries;
}
