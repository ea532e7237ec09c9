import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list's filters in a row that wraps on a phone, named for assistive technology. */
export function ConsoleFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      {children}
    </Box>
  );
}
