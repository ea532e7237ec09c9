import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { buildPath, firstContractingRoute } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { homeTarget, navigableSettings } from '../routing/navigation-targets.ts';
import { useAuth } from '../session/auth-store.ts';
import { useSettings } from '../settings/index.ts';

/**
 * The lead form's left column (visitor-and-shell §2.4): existing clients go to their dashboard
 * (signing in first when they are not), non-clients to the first contracting path, when one is
 * mounted and enabled; and the organisation's CRM phone, schedule and email from settings (§9).
 */
export function LeadFormAside({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const signedIn = useAuth((state) => state.isAuthenticated);
  const contracting = firstContractingRoute(navigableSettings(settings));
  const { phone_crm: phone, schedule, email } = settings.organization;
  return (
    <Box component="aside" aria-labelledby={`${idPrefix}-clients`} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box>
        <Typography variant="h6" component="h3" id={`${idPrefix}-clients`}>
          {t('lead_form_clients_title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('lead_form_clients_text')}
        </Typography>
        <Button
          variant="outlined"
          component={RouterLink}
          to={signedIn ? homeTarget(language, settings) : buildPath('login', language)}
          data-testid="lead-form-clients"
        >
          {signedIn ? t('lead_form_clients_dashboard') : t('lead_form_clients_sign_in')}
        </Button>
      </Box>
      <Box>
        <Typography variant="h6" component="h3">
          {t('lead_form_new_title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('lead_form_new_text')}
        </Typography>
        {contracting ? (
          <Button variant="outlined" component={RouterLink} to={buildPath(contracting, language)} data-testid="lead-form-contract">
            {t('lead_form_new_contract')}
          </Button>
        ) : null}
      </Box>
      <Box data-testid="lead-form-organisation">
        <Typography variant="h6" component="h3">
          {t('lead_form_reach_us_title')}
        </Typography>
        <Typography variant="body2">
          {t('lead_form_phone_label')} <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </Typography>
        <Typography variant="body2">{t('lead_form_schedule', { from: schedule.from, to: schedule.to })}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('lead_form_email_label')} <a href={`mailto:${email}`}>{email}</a>
        </Typography>
      </Box>
    </Box>
  );
}
