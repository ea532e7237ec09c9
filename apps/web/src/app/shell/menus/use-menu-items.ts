import { useDynamicRoutes } from '../../../features/dynamic-pages/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { buildMenu, menuSession, type TMenuItem } from './menu-items.ts';

const NO_ROUTES: never[] = [];

export function useMenuItems(): TMenuItem[] {
  const language = useLanguage();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const newCustomer = useAuth((s) => s.newCustomer);
  const session = menuSession({ isAuthenticated, isAuthenticating, newCustomer });
  const routes = useDynamicRoutes(session === 'private' && settings.features.enableServerElements);
  return buildMenu(session, { language, settings, dynamicRoutes: routes.data ?? NO_ROUTES });
}
