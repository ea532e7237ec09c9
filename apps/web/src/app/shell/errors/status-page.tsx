import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';

export interface TStatusPageProps {
  status: number;
  testId: string;
  title: string;
  message?: string;
  image?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** Layout of the full-page statuses (visitor-and-shell §2.10), drawn without MUI (shell.css): the crash page is on every first page. */
export function StatusPage({ status, testId, title, message, image, children, actions }: TStatusPageProps) {
  useDocumentTitle(title);
  return (
    <div className="ui-container-sm shell-status" data-testid={testId} data-status={status}>
      {image}
      <h1 className="ui-h4 ui-gutter">{title}</h1>
      {message ? <p className="ui-body1 ui-secondary shell-status-message">{message}</p> : null}
      {children}
      {actions ? <div className="shell-status-actions">{actions}</div> : null}
    </div>
  );
}
