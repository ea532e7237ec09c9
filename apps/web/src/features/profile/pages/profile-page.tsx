import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useProfile } from '../../../shared/profile/index.ts';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { Banner } from '../../../shared/server-content/index.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { CouponsSection } from '../components/coupons-section.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="subtitle2" color="text.secondary" sx={{ mt: 2 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * The signed-in user's profile: name, email, tax id, newsletter link, the password change, the
 * coupons when their gate is open, and what app/ composes in (the mail preferences, the trail of
 * the account's actions).
 */
export function ProfileView({ mailPreferences, activity }: { mailPreferences?: ReactNode; activity?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const profile = useProfile();

  return (
    <Page title={t('profile_title')} siteName={settings.organization.name} testId="profile-page" maxWidth="sm">
      {profile.isPending ? (
        <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true">
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
          <Typography sx={{ mt: 1 }} color="text.secondary">
            {t('app_loading')}
          </Typography>
        </Paper>
      ) : profile.isError ? (
        <Alert severity="error" data-testid="profile-error">
          {t('profile_fetch_error')}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <dl style={{ margin: 0 }}>
            <Field label={t('profile_name')}>
              <span data-testid="profile-name">{profile.data.name}</span>
            </Field>
            <Field label={t('profile_email')}>
              <span data-testid="profile-email">{profile.data.email}</span>
            </Field>
            <Field label={t('profile_vat')}>
              <span data-testid="profile-vat">{profile.data.vat}</span>
            </Field>
            {profile.data.newsletter_url ? (
              <Field label={t('profile_newsletter')}>
                <Link href={profile.data.newsletter_url} target="_blank" rel="noopener noreferrer" data-testid="profile-newsletter-link">
                  {t('profile_newsletter_link')}
                  <Box component="span" sx={visuallyHidden}>{` (${t('link_opens_new_window')})`}</Box>
                </Link>
              </Field>
            ) : null}
          </dl>
        </Paper>
      )}
      {isRouteMounted('changePassword') ? (
        <Button
          component={RouterLink}
          to={buildPath('changePassword', language)}
          variant="contained"
          sx={{ mt: 3 }}
          data-testid="profile-change-password"
        >
          {t('profile_change_password')}
        </Button>
      ) : null}
      <CouponsSection />
      {mailPreferences ? (
        <Box sx={{ mt: 4 }} data-testid="profile-mail-preferences">
          {mailPreferences}
        </Box>
      ) : null}
      {activity}
      <Banner code="home" />
    </Page>
  );
}
