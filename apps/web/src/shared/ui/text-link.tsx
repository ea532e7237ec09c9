import type { CSSProperties, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { cx } from './light/cx.ts';

export interface TTextLinkProps {
  /** An address outside the SPA (opens in a new tab when `external`). */
  href?: string;
  /** An action on this page rather than an address: a button that looks like the links beside it. */
  onClick?: () => void;
  /** A path inside the SPA. */
  to?: string;
  external?: boolean;
  variant?: 'body1' | 'body2';
  testId?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A text link in the theme's colour, underlined so it is not told apart by colour alone
 * (`ui-link`, shared/ui/light/light.css). Used instead of MUI's Link, which would bring
 * Typography's link styles and its focus-visible machinery for what an anchor does natively,
 * and MUI itself to the first page.
 */
export function TextLink({ href, to, onClick, external = false, variant = 'body1', testId, style, children }: TTextLinkProps) {
  const className = cx('ui-link', variant === 'body2' && 'ui-body2');
  if (onClick) {
    return (
      <button type="button" onClick={onClick} className={className} style={style} data-testid={testId}>
        {children}
      </button>
    );
  }
  if (to !== undefined) {
    return (
      <RouterLink to={to} className={className} style={style} data-testid={testId}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a
      href={href}
      className={className}
      style={style}
      data-testid={testId}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
