import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';

/** A console page: its title as the tab's and as the one h1, then the page (the layout holds the main landmark). */
export function ConsolePage({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section data-testid={testId} aria-labelledby={`${testId}-title`}>
      <Typography component="h1" variant="h4" id={`${testId}-title`} sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}
