import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx.ts';

export interface TUiButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** MUI Button's variants, drawn the same (light.css). */
  variant?: 'contained' | 'outlined' | 'text';
  /** `inherit`: the text colour around it, as on the header. */
  color?: 'primary' | 'inherit';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  testId?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native button that looks like MUI's Button with the portal's theme (light.css): the first
 * page's buttons, without MUI's styling engine, theme and ripple on the login page.
 */
export function UiButton({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
  startIcon,
  testId,
  className,
  type = 'button',
  children,
  ...rest
}: TUiButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'ui-btn',
        `ui-btn-${variant}`,
        color === 'inherit' && 'ui-btn-inherit',
        size === 'large' && 'ui-btn-large',
        fullWidth && 'ui-btn-full',
        startIcon ? 'ui-btn-with-start' : null,
        className,
      )}
      data-testid={testId}
      {...rest}
    >
      {startIcon ? <span className="ui-btn-start">{startIcon}</span> : null}
      {children}
    </button>
  );
}

/** A round icon button like MUI's IconButton (color inherit); its label names it. */
export function UiIconButton({
  className,
  testId,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { testId?: string; ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={cx('ui-icon-btn', className)} data-testid={testId} {...rest} />;
}
