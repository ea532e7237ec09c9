import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { ConsolePage } from './console-page.tsx';

/**
 * An editor page of the Content section: its title, the way back to the lists, and the form once
 * what it edits has loaded (a new item has nothing to load: no query).
 */
export function ContentEditorFrame<T>({
  title,
  testId,
  query,
  children,
}: {
  title: string;
  testId: string;
  query?: UseQueryResult<T>;
  children: (loaded: T | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const body = !query ? (
    children(undefined)
  ) : query.isPending ? (
    <ListLoading rows={4} />
  ) : query.isError ? (
    <ListStatus
      severity="warning"
      testId={`${testId}-failed`}
      action={{ label: t('staff_try_again'), onClick: () => void query.refetch(), testId: `${testId}-retry` }}
    >
      {t('staff_content_load_failed')}
    </ListStatus>
  ) : (
    children(query.data)
  );
  return (
    <ConsolePage title={title} testId={testId}>
      <Button component={Link} to="/staff/content" sx={{ mb: 2 }} data-testid={`${testId}-back`}>
        {t('staff_content_back')}
      </Button>
      {body}
    </ConsolePage>
  );
}
