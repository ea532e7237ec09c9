import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TStaffRole } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { staffKeys } from '../api/staff-keys.ts';
import { forgetStaffSession } from '../api/staff-session.ts';
import { useStaffSession } from '../api/use-staff-session.ts';
import { sectionsFor } from '../model/console-sections.ts';
import { ConsoleLanguage } from './console-language.tsx';
import './staff-console.css';

export interface TConsoleNavEntry {
  id: string;
  path: string;
  labelKey: string;
  roles: readonly TStaffRole[];
}

/**
 * The console's frame, without the customers' header and menus: a header with the staff label
 * and role, the language and sign-out; the nav of the entries the role sees; the page. Without a
 * staff session (never signed in, signed out, a token refused) it goes to the sign-in, which
 * comes back here after.
 */
export function ConsoleLayout({ sections }: { sections: readonly TConsoleNavEntry[] }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!session) return <Navigate to="/staff/login" replace state={{ from: location.pathname }} />;

  const signOut = () => {
    forgetStaffSession();
    queryClient.removeQueries({ queryKey: staffKeys.all });
    navigate('/staff/login', { replace: true });
  };

  return (
    <div className="staff-console" data-testid="staff-console">
      <a className="staff-console-skip" href="#staff-main">
        {t('staff_skip_to_content')}
      </a>
      <Box component="header" className="staff-console-header">
        <Typography component="p" variant="h6" sx={{ fontWeight: 600 }}>
          {t('staff_console_title')}
        </Typography>
        <Typography component="p" data-testid="staff-who">
          {session.label} · <span data-testid="staff-role">{t(`staff_role_${session.role}`)}</span>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', ml: { sm: 'auto' } }}>
          <ConsoleLanguage />
          <Button variant="outlined" size="small" onClick={signOut} data-testid="staff-sign-out">
            {t('staff_sign_out')}
          </Button>
        </Box>
      </Box>
      <nav className="staff-console-nav" aria-label={t('staff_nav_label')}>
        <ul>
          {sectionsFor(sections, session.role).map((section) => (
            <li key={section.id}>
              <NavLink to={`/staff/${section.path}`} data-testid={`staff-nav-${section.id}`}>
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Box component="main" id="staff-main" tabIndex={-1} className="staff-console-main">
        <Outlet />
      </Box>
    </div>
  );
}
