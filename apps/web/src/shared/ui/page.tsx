import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

export interface TPageProps {
  title: string;
  /** Organisation name, appended to the browser tab title. */
  siteName?: string;
  testId?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
  /** The h1, for a page that moves the focus to it on arrival (it becomes focusable by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A page body with its one h1 (the shell already provides the main landmark). */
export function Page({ title, siteName, testId, maxWidth = 'md', children, headingRef }: TPageProps) {
  useDocumentTitle(title, siteName);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }} data-testid={testId}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        sx={headingRef ? { outline: 'none' } : undefined}
      >
        {title}
      </Typography>
      {children}
    </Container>
  );
}
