import Paper from '@mui/material/Paper';
import { SETTINGS_SCOPES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { useStaffSettings } from '../api/staff-settings.ts';
import { ConsolePage } from './console-page.tsx';
import { FeatureFlagsSection } from './feature-flags-section.tsx';
import { SettingsScopeEditor } from './settings-scope-editor.tsx';

/**
 * Settings (supervisors): the public and private settings as stored, each edited as JSON with a
 * preview of what the portal will read, and the feature flags. What is saved is checked with the
 * schema the portal reads the settings with (docs/settings-and-gates.md, "Editing from the console").
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const query = useStaffSettings();
  return (
    <ConsolePage title={t('staff_settings_title')} testId="staff-settings">
      <p>{t('staff_settings_intro')}</p>
      {query.isPending ? (
        <ListLoading rows={5} />
      ) : query.isError ? (
        <ListStatus
          severity="warning"
          testId="staff-settings-failed"
          action={{ label: t('staff_try_again'), onClick: () => void query.refetch(), testId: 'staff-settings-retry' }}
        >
          {t('staff_list_failed')}
        </ListStatus>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
            <FeatureFlagsSection flags={query.data.flags} />
          </Paper>
          {SETTINGS_SCOPES.map((scope) => (
            <Paper key={scope} variant="outlined" sx={{ p: 2, mb: 3 }}>
              <SettingsScopeEditor scope={scope} settings={query.data} />
            </Paper>
          ))}
        </>
      )}
    </ConsolePage>
  );
}
