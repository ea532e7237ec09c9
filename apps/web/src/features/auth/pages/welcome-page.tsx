import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { buildPath, isShellGateOpen } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useProfile } from '../../../shared/profile/index.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { openHelpDialog } from '../../../shared/ui/help-dialog-store.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { firstName } from '../../../shared/ui/short-name.ts';
import { type TWelcomeAction, welcomeActions } from '../model/welcome-actions.ts';

const cardSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  width: '100%',
  height: '100%',
  p: 2,
  textAlign: 'left',
  justifyContent: 'space-between',
  borderRadius: 1,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

function ActionCard({ action, children }: { action: TWelcomeAction; children: ReactNode }) {
  const language = useLanguage();
  const content = (
    <>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <ArrowForwardIcon aria-hidden="true" color="primary" />
    </>
  );
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', '&:hover': { borderColor: 'primary.main' } }}>
      {'route' in action ? (
        <ButtonBase component={RouterLink} to={buildPath(action.route, language)} sx={cardSx} data-testid={`welcome-${action.id}`}>
          {content}
        </ButtonBase>
      ) : (
        <ButtonBase onClick={openHelpDialog} sx={cardSx} aria-haspopup="dialog" data-testid={`welcome-${action.id}`}>
          {content}
        </ButtonBase>
      )}
    </Paper>
  );
}

/**
 * Where a customer with no contracts yet lands: what they can do now, instead of an
 * empty invoice list. Each action is offered only where its page is open (welcome-actions.ts).
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const profile = useProfile();
  const actions = welcomeActions(settings, { helpOpen: isShellGateOpen('helpDialog', settings) });
  const name = profile.data ? firstName(profile.data.name) : '';
  return (
    <Page
      title={name ? t('welcome_title_named', { name }) : t('welcome_title')}
      siteName={settings.organization.name}
      testId="welcome-page"
    >
      <Typography sx={{ mb: 1 }}>{t('welcome_intro', { organization: settings.organization.name })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('welcome_later')}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('welcome_actions_title')}
      </Typography>
      <Box
        component="ul"
        sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        data-testid="welcome-actions"
      >
        {actions.map((action) => (
          <ActionCard key={action.id} action={action}>
            <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600 }}>
              {t(action.titleKey)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t(action.textKey)}
            </Typography>
          </ActionCard>
        ))}
      </Box>
    </Page>
  );
}
