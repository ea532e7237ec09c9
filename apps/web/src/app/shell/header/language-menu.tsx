import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TLanguage } from '@portal/domain';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';

export interface TLanguageMenuProps {
  anchorEl: HTMLElement;
  languages: readonly TLanguage[];
  current: TLanguage;
  onSelect: (language: TLanguage) => void;
  onClose: () => void;
}

export default function LanguageMenu({ anchorEl, languages, current, onSelect, onClose }: TLanguageMenuProps) {
  return (
    <Menu id="language-menu" anchorEl={anchorEl} open onClose={onClose} data-testid="language-menu">
      {languages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          onClick={() => onSelect(language)}
          data-testid={`language-option-${language}`}
        >
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
