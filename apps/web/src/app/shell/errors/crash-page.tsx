import { useTranslation } from 'react-i18next';
import { UiButton } from '../../../shared/ui/light/ui-button.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { ErrorIllustration } from './error-illustration.tsx';
import { StatusPage } from './status-page.tsx';

/** 500 (visitor-and-shell §2.10): title, message, refresh, an image, the error code and a link home. */
export function CrashPage({ errorCode }: { errorCode?: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      status={500}
      testId="error-page"
      title={t('error_crash_title')}
      message={t('error_crash_message')}
      image={<ErrorIllustration />}
      actions={
        <UiButton variant="contained" onClick={() => window.location.reload()} testId="error-refresh">
          {t('error_refresh')}
        </UiButton>
      }
    >
      <p className="ui-body2 ui-secondary" data-testid="error-code">
        {t('error_code_line', { code: errorCode ? `500 · ${errorCode}` : '500' })}
      </p>
      <div className="shell-status-home">
        <TextLink href="/">{t('error_go_home_link')}</TextLink>
      </div>
    </StatusPage>
  );
}
