import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon } from './icons.tsx';

export type TAlertSeverity = 'success' | 'info' | 'warning' | 'error';

/**
 * A message drawn like MUI's standard Alert (light.css): its severity's icon and colours, an
 * alert role unless told otherwise, and a close button when it can be dismissed.
 */
export function UiAlert({
  severity,
  role = 'alert',
  onClose,
  closeLabel,
  testId,
  className,
  style,
  children,
}: {
  severity: TAlertSeverity;
  role?: 'alert' | 'status';
  onClose?: () => void;
  /** The close button's name (and tooltip). */
  closeLabel?: string;
  testId?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div role={role} className={cx('ui-alert', `ui-alert-${severity}`, className)} style={style} data-testid={testId}>
      <div className="ui-alert-icon">
        <Icon name={severity} />
      </div>
      <div className="ui-alert-message">{children}</div>
      {onClose ? (
        <div className="ui-alert-action">
          <button type="button" className="ui-icon-btn ui-alert-close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
