import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHtmlPreview } from '../api/preview-staff-html.ts';

/**
 * HTML as the browser writes it back: the typed HTML and the cleaned one compare equal when the
 * cleaning removed nothing, whatever their spelling (`<br>` or `<br />`, quotes, entities). An
 * inert document: nothing in it loads or runs.
 */
const reserialised = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.innerHTML;

/**
 * The live preview of HTML being edited: cleaned by the API's sanitiser (the one every block and
 * banner is saved and served with), then drawn by `render`, the portal's own component for that
 * content, so the supervisor sees what visitors will see. Said when the cleaning removed something.
 */
export function ContentHtmlPreview({ html, testId, render }: { html: string; testId: string; render: (clean: string) => ReactNode }) {
  const { t } = useTranslation();
  const preview = useHtmlPreview(html);
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} className="staff-content-preview">
      <h2 id={`${testId}-title`} className="staff-console-h3">
        {t('staff_content_preview_title')}
      </h2>
      {preview.isError ? (
        <Alert severity="warning" data-testid={`${testId}-failed`}>
          {t('staff_content_preview_failed')}
        </Alert>
      ) : preview.data === undefined ? null : (
        <>
          {reserialised(preview.data.html) !== reserialised(preview.data.source) ? (
            <Alert severity="info" data-testid={`${testId}-cleaned`} sx={{ mb: 1 }}>
              {t('staff_content_preview_cleaned')}
            </Alert>
          ) : null}
          {preview.data.html === '' ? (
            <p className="staff-content-preview-empty">{t('staff_content_preview_empty')}</p>
          ) : (
            <div className="staff-content-preview-frame" data-testid={`${testId}-body`}>
              {render(preview.data.html)}
            </div>
          )}
        </>
      )}
    </section>
  );
}
