import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A busy indicator with its label as visible text in a status region (an unnamed progressbar fails axe). */
export function Spinner({ label, testId, fullHeight = false }: { label: string; testId?: string; fullHeight?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullHeight ? '60vh' : undefined,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
    </Box>
  );
}
