import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** First focusable element: jumps over the header to the page (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {t('skip_to_content')}
    </Box>
  );
}
