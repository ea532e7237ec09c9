import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A group of a step's fields under its legend: screen readers announce the group with each field. */
export function WizardSection({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 3, minWidth: 0 }} data-testid={testId}>
      <Box component="legend" sx={{ typography: 'subtitle1', fontWeight: 600, p: 0, mb: 0.5 }}>
        {legend}
      </Box>
      {children}
    </Box>
  );
}

/** Fields side by side where there is room, one under the other on a phone. */
export function WizardFieldRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}
