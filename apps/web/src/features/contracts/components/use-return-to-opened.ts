import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/** Which link of the list opened a contract: its name, or its Open button. */
export type TOpenedFrom = 'name' | 'open';

// The link the customer last left the list by, kept for the way back (one list on screen at a time).
let lastOpened: { name: string; from: TOpenedFrom } | null = null;

/** The list's links call this as they are followed. */
export function rememberOpened(name: string, from: TOpenedFrom): void {
  lastOpened = { name, from };
}

/** The attribute that marks a contract's link in the list, for the way back to it. */
export const openedLinkAttribute = (name: string, from: TOpenedFrom) => ({ 'data-contract-link': `${from}:${name}` });

/**
 * Back from a contract (the browser's Back) to the list it was opened from: the focus returns to
 * the link that opened it, once the list shows it, rather than to the top of the page. Any other
 * arrival forgets the link.
 */
export function useReturnToOpened(names: readonly string[] | undefined): void {
  const navigation = useNavigationType();
  useEffect(() => {
    if (!lastOpened) return;
    if (navigation !== 'POP') {
      lastOpened = null;
      return;
    }
    if (!names) return;
    const { name, from } = lastOpened;
    lastOpened = null;
    if (!names.includes(name)) return;
    document.querySelector<HTMLElement>(`[data-contract-link="${CSS.escape(`${from}:${name}`)}"]`)?.focus();
  }, [navigation, names]);
}
