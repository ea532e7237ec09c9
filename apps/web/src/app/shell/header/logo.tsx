import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The organisation's mark and name; links home. */
export function Logo({ name, linked = true }: { name: string; linked?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false" sx={{ width: 32, height: 32, flexShrink: 0 }}>
        <rect width="32" height="32" rx="6" fill="currentColor" opacity="0.2" />
        <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="currentColor" />
      </Box>
      <Typography
        component="span"
        variant="h6"
        sx={{
          fontWeight: 700,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          minWidth: 0,
        }}
      >
        {name}
      </Typography>
    </>
  );
  // Shrinks (the name ellipsised) rather than push the bar's buttons off a phone's screen.
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 1,
    color: 'inherit',
    textDecoration: 'none',
    minWidth: 0,
    flexShrink: 1,
  } as const;
  if (!linked) return <Box sx={sx}>{content}</Box>;
  return (
    <Box component={RouterLink} to="/" aria-label={t('logo_home_label', { organization: name })} sx={sx} data-testid="logo-link">
      {content}
    </Box>
  );
}
