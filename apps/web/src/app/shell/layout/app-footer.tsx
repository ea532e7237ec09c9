import { buildPath } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { openCookiePreferences } from '../../../shared/consent/consent.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';

/** Legal links as configured (conditions, privacy, cookie policy), the cookie preferences and the version page. */
export function AppFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const external = [
    { href: settings.links.conditions, key: 'footer_conditions' },
    { href: settings.links.gdpr, key: 'footer_gdpr' },
    { href: settings.links.cookies, key: 'cookie_policy_link' },
  ].filter((link) => link.href);
  return (
    <footer className="shell-footer">
      <div className="shell-footer-row">
        <p className="ui-body2 ui-secondary">
          © {new Date().getFullYear()} {settings.organization.name}
        </p>
        <nav aria-label={t('footer_links_label')} className="shell-footer-links">
          {external.map((link) => (
            <TextLink key={link.key} href={link.href} external variant="body2">
              {t(link.key)}
            </TextLink>
          ))}
          {/* A button, not a link: it opens the preferences here, where consent can be withdrawn. */}
          <TextLink onClick={openCookiePreferences} variant="body2" testId="footer-cookie-preferences">
            {t('cookie_preferences_title')}
          </TextLink>
          {isRouteMounted('version') ? (
            <TextLink to={buildPath('version', language)} variant="body2" testId="footer-version">
              {t('footer_version')}
            </TextLink>
          ) : null}
        </nav>
      </div>
    </footer>
  );
}
