import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TNewContractOption } from '../model/new-contract-options.ts';

/** One contracting option: a button; several: a menu; none: nothing (customer-area §2). */
export function NewContractButton({ options }: { options: TNewContractOption[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [only] = options;
  if (!only) return null;
  if (options.length === 1) {
    return (
      <Button component={RouterLink} to={only.to} variant="contained" startIcon={<AddIcon />} data-testid="contracts-new">
        {t(only.labelKey)}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'contracts-new-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="contracts-new"
      >
        {t('contracts_new')}
      </Button>
      <Menu id="contracts-new-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem key={option.type} component={RouterLink} to={option.to} onClick={() => setAnchor(null)}>
            {t(option.labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
