import { useTranslation } from 'react-i18next';

/** First focusable element: jumps over the header to the page (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className="shell-skip">
      {t('skip_to_content')}
    </a>
  );
}
