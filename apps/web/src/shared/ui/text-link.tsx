import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const linkSx = {
  color: 'primary.main',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  '&:hover': { textDecorationThickness: '2px' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: 2, borderRadius: '2px' },
} as const;

const buttonReset = { p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' } as const;

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
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A text link in the theme's colour, underlined so it is not told apart by colour alone.
 * Used on the first page instead of MUI's Link, which would bring Typography's link styles
 * and its focus-visible machinery for what an anchor does natively.
 */
export function TextLink({ href, to, onClick, external = false, variant = 'body1', testId, sx, children }: TTextLinkProps) {
  const typography = { typography: variant, ...linkSx };
  const style = [typography, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
  if (onClick) {
    return (
      <Box
        component="button"
        type="button"
        onClick={onClick}
        sx={[buttonReset, typography, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>}
        data-testid={testId}
      >
        {children}
      </Box>
    );
  }
  if (to !== undefined) {
    return (
      <Box component={RouterLink} to={to} sx={style} data-testid={testId}>
        {children}
      </Box>
    );
  }
  return (
    <Box component="a" href={href} sx={style} data-testid={testId} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Box>
  );
}
