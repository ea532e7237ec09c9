import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../shared/store/create-store.ts';
import { UiAlert } from '../../../shared/ui/light/ui-alert.tsx';
import { dismissNotice, noticeStore } from '../../../shared/ui/notice-store.ts';

const VISIBLE_MS = 6000;

/** The latest notice, announced politely and dismissed after a few seconds. */
export function NoticeHost() {
  const { t } = useTranslation();
  const notice = useStore(noticeStore, (s) => s.notice);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismissNotice, VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <UiAlert
      role={notice.severity === 'error' ? 'alert' : 'status'}
      severity={notice.severity}
      onClose={dismissNotice}
      closeLabel={t('close')}
      testId="notice"
      className="shell-notice"
    >
      {t(notice.messageKey)}
    </UiAlert>
  );
}
