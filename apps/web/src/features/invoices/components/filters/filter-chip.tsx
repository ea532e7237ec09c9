import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

export interface TFilterChipProps {
  label: string;
  active: boolean;
  onToggle: () => void;
  onRemove: () => void;
  testId: string;
}

/**
 * One condition as a chip: pressing it switches it on and off (a toggle button, aria-pressed),
 * its delete icon removes it. Two sibling buttons rather than MUI's Chip with onDelete, whose
 * delete icon is not a button of its own and cannot be named.
 */
export function FilterChip({ label, active, onToggle, onRemove, testId }: TFilterChipProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid={testId}
      data-active={active}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        borderRadius: 4,
        border: 1,
        borderColor: active ? 'primary.main' : 'text.secondary',
        bgcolor: active ? 'primary.main' : 'transparent',
        color: active ? 'primary.contrastText' : 'text.primary',
        maxWidth: '100%',
      }}
    >
      <ButtonBase
        aria-pressed={active}
        onClick={onToggle}
        data-testid={`${testId}-toggle`}
        sx={{
          pl: 1.5,
          pr: 0.5,
          py: 0.5,
          gap: 0.5,
          borderRadius: 4,
          font: 'inherit',
          fontSize: '0.875rem',
          textDecoration: active ? 'none' : 'line-through',
          overflowWrap: 'anywhere',
          textAlign: 'left',
        }}
      >
        {active ? <CheckIcon fontSize="small" aria-hidden="true" /> : null}
        {label}
      </ButtonBase>
      <IconButton
        size="small"
        aria-label={t('invoices_filter_remove', { label })}
        onClick={onRemove}
        data-testid={`${testId}-remove`}
        sx={{ color: 'inherit', mr: 0.25 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
