import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';

/** A console list's states: loading, failed (try again), empty, or the list itself. */
export function ConsoleListState<T extends { items: readonly unknown[] }>({
  query,
  testId,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading rows={5} />;
  if (query.isError)
    return (
      <ListStatus
        severity="warning"
        testId={`${testId}-failed`}
        action={{ label: t('staff_try_again'), onClick: () => void query.refetch(), testId: `${testId}-retry` }}
      >
        {t('staff_list_failed')}
      </ListStatus>
    );
  if (query.data.items.length === 0)
    return (
      <ListStatus severity="info" testId={`${testId}-empty`}>
        {empty}
      </ListStatus>
    );
  return <>{children(query.data)}</>;
}
