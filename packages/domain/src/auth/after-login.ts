import type { TLanguage } from '../i18n/languages.ts';
import { buildPath, type TRouteParams } from '../routes/route-paths.ts';
import { ROUTES, type TRouteName } from '../routes/route-table.ts';
import type { TSettings } from '../settings/settings-defaults.ts';

export interface TAfterLoginInput {
  language: TLanguage;
  settings: Pick<TSettings, 'homepage' | 'contractation'>;
  changePassword: boolean;
  newCustomer: boolean;
  promocode?: string | null;
  /** A route name carried from a private page, with its params and query. */
  redirectPath?: string | null;
  redirectParams?: TRouteParams;
  redirectQuery?: string;
}

const CONTRACTING_ORDER = [
  ['electricity', 'electricityContracting'],
  ['gas', 'gasContracting'],
  ['dual', 'dualContracting'],
] as const;

/** First contracting page the deployment enables, or undefined when none is. */
export function firstContractingRoute(settings: Pick<TSettings, 'contractation'>): TRouteName | undefined {
  for (const [type, route] of CONTRACTING_ORDER) {
    if (settings.contractation[type].enabled) return route;
  }
  return undefined;
}

const isRouteName = (value: string): value is TRouteName => Object.hasOwn(ROUTES, value);

/** The configured homepage as a path: a route name, or invoices when unknown (customer-area §2). */
export function homepagePath(language: TLanguage, homepage: string): string {
  const name = isRouteName(homepage) && !homepage.includes(':') ? homepage : 'invoices';
  try {
    return buildPath(name, language);
  } catch {
    return buildPath('invoices', language);
  }
}

/**
 * Where the user goes after a successful login (customer-area §2): change-password first
 * when the flag is set; a new customer or a promocode to the first enabled contracting page;
 * else redirectPath with its params; else the configured homepage, or, for a new customer
 * (no contracts yet, so nothing on the homepage's lists), the welcome page.
 */
export function afterLoginPath(input: TAfterLoginInput): string {
  const { language, settings } = input;
  if (input.changePassword) return buildPath('changePassword', language);
  if (input.newCustomer || input.promocode) {
    const contracting = firstContractingRoute(settings);
    if (contracting) {
      const query = input.promocode ? `?promocode=${encodeURIComponent(input.promocode)}` : '';
      return buildPath(contracting, language) + query;
    }
  }
  if (input.redirectPath && isRouteName(input.redirectPath) && input.redirectPath !== 'login') {
    try {
      return buildPath(input.redirectPath, language, input.redirectParams ?? {}) + (input.redirectQuery ?? '');
    } catch {
      // A redirect with missing params falls through to the homepage.
    }
  }
  if (input.newCustomer) return buildPath('welcome', language);
  return homepagePath(language, settings.homepage);
}
