import Alert from '@mui/material/Alert';
import type { TSettingsIssue } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** What is wrong with a scope's settings, by path, in words: the preview's and the API's refusal alike. */
export function SettingsIssues({ issues, testId }: { issues: readonly TSettingsIssue[]; testId: string }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <Alert severity="error" sx={{ my: 2 }} data-testid={testId}>
      <p className="staff-settings-issues-title">{t('staff_settings_issues_title', { count: issues.length })}</p>
      <ul className="staff-settings-issues">
        {issues.map((issue) => (
          <li key={`${issue.path}:${issue.problem}`}>
            <code>{issue.path}</code>: {t(`staff_settings_problem_${issue.problem}`)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
