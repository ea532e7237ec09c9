import type { TStaffRole } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useStaffSession } from '../api/use-staff-session.ts';
import { homePathFor, sectionsFor, type TConsoleSection } from '../model/console-sections.ts';
import { ConsoleLayout } from './console-layout.tsx';
import { ConsolePage } from './console-page.tsx';
import { StaffLoginPage } from './staff-login-page.tsx';

/** A console address that is no page, or a page this role does not reach. */
function ConsoleNotFound() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('staff_not_found_title')} testId="staff-not-found">
      <p>{t('staff_not_found_text')}</p>
    </ConsolePage>
  );
}

/**
 * The console's routes under /staff: the sign-in, and inside the console's frame the routes of
 * the entries the signed-in role reaches (an agent's address of a supervisor's page is not found).
 */
export function ConsoleRoutes({ sections }: { sections: readonly TConsoleSection<ReactNode>[] }) {
  const session = useStaffSession();
  const role: TStaffRole | undefined = session?.role;
  const home = (of: TStaffRole) => homePathFor(sections, of);
  const reached = role ? sectionsFor(sections, role) : [];
  return (
    <Routes>
      <Route path="login" element={<StaffLoginPage home={home} />} />
      <Route element={<ConsoleLayout sections={sections} />}>
        <Route index element={role ? <Navigate to={home(role)} replace /> : null} />
        {reached.flatMap((section) => section.routes.map((route) => <Route key={route.path} path={route.path} element={route.element} />))}
        <Route path="*" element={<ConsoleNotFound />} />
      </Route>
    </Routes>
  );
}
