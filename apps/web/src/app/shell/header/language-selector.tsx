import { type TLanguage, translatePath } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { availableLanguages, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Icon } from '../../../shared/ui/light/icons.tsx';
import { UiButton } from '../../../shared/ui/light/ui-button.tsx';
import { themed } from '../../../shared/ui/theme/themed.ts';

const loadMenu = themed(() => import('./language-menu.tsx'));
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
      <UiButton
        color="inherit"
        className="shell-language"
        testId="language-selector"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={`${t('language_selector_label')}: ${LANGUAGE_NAMES[language]}`}
        startIcon={<Icon name="translate" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
      >
        {/* On a phone only the icon: its label still names the language (shell.css). */}
        <span lang={language} className="shell-language-name">
          {LANGUAGE_NAMES[language]}
        </span>
      </UiButton>
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
