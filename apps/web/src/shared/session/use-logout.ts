import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { useSettings } from '../settings/index.ts';

/** Logout for buttons and menus; the flow itself loads when used. */
export function useLogout(): (options?: { expired?: boolean }) => Promise<void> {
  const settings = useSettings();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (options) => {
      const { logout } = await import('./logout.ts');
      await logout({
        settings,
        language,
        queryClient,
        origin: window.location.origin,
        navigate,
        leave: (url) => window.location.assign(url),
        expired: options?.expired,
      });
    },
    [settings, language, navigate, queryClient],
  );
}
