import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { buildPath, type TRouteName } from '@portal/domain';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFlags } from '../../../shared/gates/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteOpen, routeNeedsFlags } from '../../../shared/routing/route-open.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { closeHelpDialog } from '../../../shared/ui/help-dialog-store.ts';

/** Schedule as configured: { from, to } by default; a plain text is shown as it is. */
function scheduleText(schedule: unknown, t: (key: string, options?: Record<string, string>) => string): string | undefined {
  if (typeof schedule === 'string') return schedule;
  if (typeof schedule === 'object' && schedule !== null && 'from' in schedule && 'to' in schedule) {
    return t('help_schedule_value', { from: String(schedule.from), to: String(schedule.to) });
  }
  return undefined;
}

/**
 * The help dialog: the organisation's email, phone and schedule, and a contact button when
 * the contact page for this session is open (mounted, gate open). Non-modal, so the page stays usable; Escape,
 * the close button or the help button close it.
 */
export default function HelpPanel({ returnFocusTo }: { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const heading = useRef<HTMLHeadingElement>(null);
  const { email, phone_crm: phone, schedule } = settings.organization;
  const contactRoute: TRouteName = isAuthenticated ? 'customerService' : 'contact';
  // The signed-in contact page needs the crm.case flag too (visitor-and-shell §6): asked for only then.
  const flags = useFlags(routeNeedsFlags(contactRoute, settings));
  const showContact = isRouteOpen(contactRoute, settings, flags);
  const scheduleLabel = scheduleText(schedule, t);

  // Focus moves in on open and, on close, back to what opened it (the help button, the login
  // page's help link), or to the help button when that has gone; never left on the page's body.
  useEffect(() => {
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      (opener?.isConnected ? opener : returnFocusTo.current)?.focus();
    };
  }, [returnFocusTo]);

  // Escape closes it from inside it and from the help button that toggles it.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      if (event.key !== 'Escape' || !target) return;
      if (panel.current?.contains(target) || target === returnFocusTo.current) closeHelpDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [returnFocusTo]);

  return (
    <Paper
      ref={panel}
      id="help-dialog"
      role="dialog"
      aria-modal="false"
      aria-labelledby="help-dialog-title"
      data-testid="help-dialog"
      elevation={8}
      // Above the sticky header, so its title and close button are never under it, and clear of
      // the help button, which stays in sight to close it again: a card over the button on a
      // phone, beside the corner from sm.
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        bottom: 88,
        width: { xs: 'auto', sm: 360 },
        maxHeight: { xs: 'calc(100dvh - 104px)', sm: 'calc(100dvh - 176px)' },
        overflowY: 'auto',
        p: 2,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="help-dialog-title" ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
          {t('help_title')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={closeHelpDialog} data-testid="help-close" size="small">
          <CloseIcon />
        </IconButton>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, mb: 1 }}>
        {t('help_intro', { organization: settings.organization.name })}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { m: 0 } }}>
        {email ? (
          <>
            <dt>{t('help_email')}</dt>
            <dd>
              <Link href={`mailto:${email}`} data-testid="help-email">
                {email}
              </Link>
            </dd>
          </>
        ) : null}
        {phone ? (
          <>
            <dt>{t('help_phone')}</dt>
            <dd>
              <Link href={`tel:${phone.replace(/\s+/g, '')}`} data-testid="help-phone">
                {phone}
              </Link>
            </dd>
          </>
        ) : null}
        {scheduleLabel ? (
          <>
            <dt>{t('help_schedule')}</dt>
            <dd data-testid="help-schedule">{scheduleLabel}</dd>
          </>
        ) : null}
      </Box>
      {showContact ? (
        <Button
          component={RouterLink}
          to={buildPath(contactRoute, language)}
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
          onClick={closeHelpDialog}
          data-testid="help-contact"
        >
          {t('help_contact_button')}
        </Button>
      ) : null}
    </Paper>
  );
}
