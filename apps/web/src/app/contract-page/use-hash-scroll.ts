import { useEffect } from 'react';

/** A hash in the address scrolls smoothly to its element (customer-area §2), or at once when the user asks for less motion. */
export function useHashScroll(hash: string): void {
  useEffect(() => {
    if (!hash || hash === '#') return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const element = document.getElementById(id);
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [hash]);
}
