import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The organisation's mark and name; links home. Shrinks (the name ellipsised) rather than push the bar's buttons off a phone's screen. */
export function Logo({ name, linked = true }: { name: string; linked?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="shell-logo-mark">
        <rect width="32" height="32" rx="6" fill="currentColor" opacity="0.2" />
        <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="currentColor" />
      </svg>
      <span className="shell-logo-name">{name}</span>
    </>
  );
  if (!linked) return <div className="shell-logo">{content}</div>;
  return (
    <RouterLink to="/" aria-label={t('logo_home_label', { organization: name })} className="shell-logo" data-testid="logo-link">
      {content}
    </RouterLink>
  );
}
