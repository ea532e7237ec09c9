import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { buildPath } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

export interface TAccountMenuProps {
  anchorEl: HTMLElement;
  name: string;
  onClose: () => void;
  onLogout: () => void;
}

/** The account menu: the full name (leading to the profile), change password and logout. */
export default function AccountMenu({ anchorEl, name, onClose, onLogout }: TAccountMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Menu id="account-menu" anchorEl={anchorEl} open onClose={onClose} data-testid="account-menu">
      <MenuItem component={RouterLink} to={buildPath('profile', language)} onClick={onClose} data-testid="account-menu-profile">
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={name || t('menu_profile')} secondary={name ? t('menu_profile') : undefined} />
      </MenuItem>
      <MenuItem
        component={RouterLink}
        to={buildPath('changePassword', language)}
        onClick={onClose}
        data-testid="account-menu-change-password"
      >
        <ListItemIcon>
          <KeyIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('menu_change_password')} />
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
        data-testid="account-menu-logout"
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('logout')} />
      </MenuItem>
    </Menu>
  );
}
