import CloseIcon from '@mui/icons-material/Close';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { isShellGateOpen } from '@portal/domain';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { helpDialogStore, toggleHelpDialog } from '../../../shared/ui/help-dialog-store.ts';

const HelpPanel = lazy(() => import('./help-panel.tsx'));

/** The floating help button; it toggles the help dialog (visitor-and-shell §2.10). */
export function HelpWidget() {
  const { t } = useTranslation();
  const settings = useSettings();
  const open = useStore(helpDialogStore, (s) => s.open);
  const button = useRef<HTMLButtonElement>(null);
  if (!isShellGateOpen('helpDialog', settings)) return null;
  return (
    <Box component="aside" aria-label={t('help_title')}>
      <IconButton
        ref={button}
        aria-label={open ? t('help_close') : t('help_open')}
        aria-expanded={open}
        aria-controls={open ? 'help-dialog' : undefined}
        onClick={toggleHelpDialog}
        data-testid="help-button"
        // A floating action button drawn with IconButton: MUI's Fab is extra weight on every first page.
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          // Above the header like the dialog, which leaves it in sight to close it.
          zIndex: (theme) => theme.zIndex.appBar + 1,
          width: 56,
          height: 56,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 6,
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        {open ? <CloseIcon /> : <HelpOutlineIcon />}
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel returnFocusTo={button} />
        </Suspense>
      ) : null}
    </Box>
  );
}
