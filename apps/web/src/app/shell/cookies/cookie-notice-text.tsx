import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';

/** What the cookies are for, with the policy link when the retailer has one: the banner's words, and the preferences dialog's. */
export function CookieNoticeText() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <p className="ui-body2">
      {t('cookie_banner_text')}{' '}
      {settings.links.cookies ? (
        <TextLink href={settings.links.cookies} external variant="body2">
          {t('cookie_policy_link')}
        </TextLink>
      ) : null}
    </p>
  );
}
