import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSettings } from '../../../features/settings/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';

/** Legal links as configured (conditions, privacy, cookies) and the version page. */
export function AppFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const external = [
    { href: settings.links.conditions, key: 'footer_conditions' },
    { href: settings.links.gdpr, key: 'footer_gdpr' },
    { href: settings.links.cookies, key: 'footer_cookies' },
  ].filter((link) => link.href);
  return (
    <Box component="footer" sx={{ py: 2, pl: 2, pr: { xs: 2, sm: 11 }, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'space-between',
          alignItems: { sm: 'center' },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {settings.organization.name}
        </Typography>
        <Box component="nav" aria-label={t('footer_links_label')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {external.map((link) => (
            <Link key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" variant="body2">
              {t(link.key)}
            </Link>
          ))}
          {isRouteMounted('version') ? (
            <Link component={RouterLink} to={buildPath('version', language)} variant="body2" data-testid="footer-version">
              {t('footer_version')}
            </Link>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
