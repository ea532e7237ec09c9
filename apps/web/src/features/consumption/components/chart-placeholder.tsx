import Box from '@mui/material/Box';

/**
 * The room a chart will take while it loads, so the page does not jump. A plain box rather than
 * MUI's Skeleton: sharing that with the invoice page would cut it into a chunk of its own, one
 * more name in the first page's list of lazy dependencies.
 */
export function ChartPlaceholder({ height, testId }: { height: number; testId?: string }) {
  return <Box aria-hidden="true" data-testid={testId} sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }} />;
}
