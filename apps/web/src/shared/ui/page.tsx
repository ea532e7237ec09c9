import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

export interface TPageProps {
  title: string;
  /** Organisation name, appended to the browser tab title. */
  siteName?: string;
  testId?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A page body with its one h1 (the shell already provides the main landmark). */
export function Page({ title, siteName, testId, maxWidth = 'md', children }: TPageProps) {
  useDocumentTitle(title, siteName);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }} data-testid={testId}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
