import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TStaffRole } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useStaffSession } from '../api/use-staff-session.ts';
import { ConsoleLanguage } from './console-language.tsx';
import { StaffLoginForm } from './staff-login-form.tsx';

/** Where the sign-in goes once done: back where the console was left, if it was a console page. */
function cameFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/staff/') && from !== '/staff/login' ? from : undefined;
}

/** The console's sign-in page: its own frame (a main landmark, one h1, the language), the form. */
/**
 * Once signed in (the session store changes), the page goes on by itself: to where the console
 * was left, or to the role's first entry.
 */
export function StaffLoginPage({ home }: { home: (role: TStaffRole) => string }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const location = useLocation();
  useDocumentTitle(t('staff_login_title'));
  if (session) return <Navigate to={cameFrom(location.state) ?? home(session.role)} replace />;
  return (
    <main id="staff-main" className="staff-console-login" data-testid="staff-login-page">
      <Container maxWidth="xs" sx={{ py: 4 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {t('staff_login_title')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('staff_login_intro')}</Typography>
          <StaffLoginForm />
          <div style={{ marginTop: 24 }}>
            <ConsoleLanguage />
          </div>
        </Paper>
      </Container>
    </main>
  );
}
