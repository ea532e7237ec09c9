import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../shared/store/create-store.ts';
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
    <Alert
      role={notice.severity === 'error' ? 'alert' : 'status'}
      severity={notice.severity}
      onClose={dismissNotice}
      data-testid="notice"
      sx={{
        position: 'fixed',
        top: 80,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 3,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {t(notice.messageKey)}
    </Alert>
  );
}
