import { isShellGateOpen } from '@portal/domain';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { helpDialogStore, toggleHelpDialog } from '../../../shared/ui/help-dialog-store.ts';
import { Icon } from '../../../shared/ui/light/icons.tsx';
import { UiIconButton } from '../../../shared/ui/light/ui-button.tsx';
import { themed } from '../../../shared/ui/theme/themed.ts';

const HelpPanel = lazy(themed(() => import('./help-panel.tsx')));

/** The floating help button; it toggles the help dialog (visitor-and-shell §2.10). */
export function HelpWidget() {
  const { t } = useTranslation();
  const settings = useSettings();
  const open = useStore(helpDialogStore, (s) => s.open);
  const button = useRef<HTMLButtonElement>(null);
  if (!isShellGateOpen('helpDialog', settings)) return null;
  return (
    <aside aria-label={t('help_title')}>
      {/* A floating action button drawn as a round icon button (shell.css): MUI's Fab is extra weight on every first page. */}
      <UiIconButton
        ref={button}
        className="shell-help-button"
        aria-label={open ? t('help_close') : t('help_open')}
        aria-expanded={open}
        aria-controls={open ? 'help-dialog' : undefined}
        onClick={toggleHelpDialog}
        testId="help-button"
      >
        <Icon name={open ? 'close' : 'helpOutline'} />
      </UiIconButton>
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel returnFocusTo={button} />
        </Suspense>
      ) : null}
    </aside>
  );
}
