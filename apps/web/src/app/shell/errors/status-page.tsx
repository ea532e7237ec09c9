import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
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

/** Layout of the full-page statuses (visitor-and-shell §2.10). */
export function StatusPage({ status, testId, title, message, image, children, actions }: TStatusPageProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }} data-testid={testId} data-status={status}>
      {image}
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {message ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {message}
        </Typography>
      ) : null}
      {children}
      {actions ? <Box sx={{ display: 'flex', gap: 2, mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box> : null}
    </Container>
  );
}
