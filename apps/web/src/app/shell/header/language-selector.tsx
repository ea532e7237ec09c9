import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type TLanguage, translatePath } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { availableLanguages, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';

const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadMenu);

/**
 * The language selector (visitor-and-shell §1): the enabled languages plus ca-ES and es-ES.
 * Choosing one writes the lang cookie, switches the catalogue and moves to the current route's
 * path in that language. The menu's code loads on first hover, focus or click.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const select = async (next: TLanguage) => {
    setAnchor(null);
    if (next === language) return;
    await changeLanguage(next);
    const target = translatePath(location.pathname, next) ?? location.pathname;
    navigate(`${target}${location.search}${location.hash}`, { replace: true });
  };

  return (
    <>
      <Button
        color="inherit"
        data-testid="language-selector"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={`${t('language_selector_label')}: ${LANGUAGE_NAMES[language]}`}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        // On a phone only the icon: its label still names the language.
        sx={{
          minWidth: 0,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
        }}
      >
        <Box component="span" lang={language} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[language]}
        </Box>
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <LanguageMenu
            anchorEl={anchor}
            languages={availableLanguages(settings)}
            current={language}
            onSelect={select}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
