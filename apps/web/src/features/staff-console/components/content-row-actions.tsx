import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A content row's edit link and delete button (the delete is confirmed in a dialog). */
export function ContentRowActions({ to, what, testId, onDelete }: { to: string; what: string; testId: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        component={Link}
        to={to}
        aria-label={t('staff_content_edit_named', { what })}
        data-testid={`${testId}-edit`}
      >
        {t('staff_content_edit')}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={onDelete}
        aria-label={t('staff_content_delete_named', { what })}
        data-testid={`${testId}-delete`}
      >
        {t('staff_content_delete')}
      </Button>
    </Stack>
  );
}
