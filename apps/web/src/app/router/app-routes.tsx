import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { COOKIES, getCookie } from '../../shared/cookies/browser-cookies.ts';
import { Redirect } from '../../shared/routing/redirect.tsx';
import { useSettings } from '../../shared/settings/index.ts';
import { MaintenancePage, NotFoundPage } from '../shell/errors/lazy-status-pages.ts';
import { AppShell } from '../shell/layout/app-shell.tsx';
import { BareLayout } from '../shell/layout/bare-layout.tsx';
import { AppLoading } from '../shell/loading/app-loading.tsx';
import { lazyPage } from './lazy-page.ts';
import { routeEntries } from './route-entries.ts';
import { RouteGate } from './route-gate.tsx';

const ENTRIES = routeEntries();
// The routes the route table renders as the bare outlet (§2.1: the price alerts), and the rest in the shell.
const BARE_ENTRIES = ENTRIES.filter((entry) => entry.bare);
const SHELL_ENTRIES = ENTRIES.filter((entry) => !entry.bare);
// The staff console: its own chunk, frame and sign-in, outside the customers' shell (docs/staff.md).
const StaffConsole = lazyPage('staffConsole');
// Staff reach it in maintenance mode too: it is where a supervisor switches maintenance off.
const STAFF_ROUTE = (
  <Route
    path="/staff/*"
    element={
      <Suspense fallback={<AppLoading />}>
        <StaffConsole />
      </Suspense>
    }
  />
);

/** Maintenance mode applies unless the maintenance_bypass cookie is set (customer-area §6). */
export const isMaintenanceOn = (activated: boolean, bypassCookie: string | undefined) => activated && !bypassCookie;

/**
 * The router: in maintenance mode only the 503 page at / and a redirect to / from anywhere
 * else (visitor-and-shell §2.1), but for the staff console; otherwise the shell around the route
 * table, 404 for the rest.
 */
export function AppRoutes() {
  const settings = useSettings();
  if (isMaintenanceOn(settings.maintenance.activated, getCookie(COOKIES.maintenanceBypass))) {
    return (
      <Routes>
        {STAFF_ROUTE}
        <Route
          path="/"
          element={
            <Suspense fallback={<AppLoading />}>
              <MaintenancePage start={settings.maintenance.start} end={settings.maintenance.end} />
            </Suspense>
          }
        />
        <Route path="*" element={<Redirect to="/" />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {STAFF_ROUTE}
      <Route element={<BareLayout />}>
        {BARE_ENTRIES.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RouteGate name={entry.name} />} />
        ))}
      </Route>
      <Route element={<AppShell />}>
        {SHELL_ENTRIES.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RouteGate name={entry.name} />} />
        ))}
        <Route
          path="*"
          element={
            <Suspense fallback={<AppLoading />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
