import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of the contract detail, a labelled region so screen readers can jump between them. */
export function DetailSection({
  id,
  title,
  actions,
  children,
  testId,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <Paper
      component="section"
      variant="outlined"
      id={id}
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>{actions}</Box> : null}
    </Paper>
  );
}

/** One term and its value in a section's description list. */
export function DetailField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
      {children}
    </Box>
  );
}
