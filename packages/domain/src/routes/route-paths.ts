import { LANGUAGES, type TLanguage } from '../i18n/languages.ts';
import { CONTRACT_TYPE_SLUGS, ROUTE_NAMES, ROUTES, type TContractType, type TRouteName } from './route-table.ts';

export type TRouteParams = Record<string, string>;

export interface TRouteMatch {
  name: TRouteName;
  /** Languages whose path pattern matches; several when languages share a path. */
  languages: TLanguage[];
  params: TRouteParams;
}

function encodeParam(name: string, value: string, language: TLanguage): string {
  if (name === 'contractType') {
    const type = contractTypeFromSlug(value);
    if (type) return CONTRACT_TYPE_SLUGS[type][language];
  }
  return encodeURIComponent(value);
}

/** The contract type behind a slug of any language, or undefined. */
export function contractTypeFromSlug(slug: string): TContractType | undefined {
  for (const type of Object.keys(CONTRACT_TYPE_SLUGS) as TContractType[]) {
    if (type === slug || LANGUAGES.some((l) => CONTRACT_TYPE_SLUGS[type][l] === slug)) return type;
  }
  return undefined;
}

/** Path of a route in a language, params substituted (contractType translated). */
export function buildPath(name: TRouteName, language: TLanguage, params: TRouteParams = {}): string {
  const pattern = ROUTES[name].paths[language];
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route param ${key} for ${name}`);
    return encodeParam(key, value, language);
  });
}

function matchPattern(pattern: string, pathname: string): TRouteParams | undefined {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return undefined;
  const params: TRouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return undefined;
  }
  return params;
}

const staticSegments = (pattern: string) => pattern.split('/').filter((s) => s && !s.startsWith(':')).length;

/** Which route a pathname is, in which languages. Static segments win over parameters. */
export function matchRoute(pathname: string): TRouteMatch | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: (TRouteMatch & { score: number }) | undefined;
  for (const name of ROUTE_NAMES) {
    for (const language of LANGUAGES) {
      const pattern = ROUTES[name].paths[language];
      const params = matchPattern(pattern, trimmed);
      if (!params) continue;
      if (params.contractType !== undefined && !contractTypeFromSlug(params.contractType)) continue;
      const score = staticSegments(pattern);
      if (!best || score > best.score) best = { name, languages: [language], params, score };
      else if (best.name === name && score === best.score && !best.languages.includes(language)) best.languages.push(language);
    }
  }
  if (!best) return undefined;
  const { score: _score, ...match } = best;
  return match;
}

/**
 * Where a path should go when the interface is in `language` (visitor-and-shell §2.1: every
 * route first redirects to the path of the current language). Undefined when already right
 * or when the path is no route of ours.
 */
export function translatePath(pathname: string, language: TLanguage): string | undefined {
  const match = matchRoute(pathname);
  if (!match) return undefined;
  const target = buildPath(match.name, language, match.params);
  return target === pathname ? undefined : target;
}
