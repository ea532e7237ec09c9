import { useEffect, useState } from 'react';

/** Class names that ad blockers' cosmetic filters hide. */
const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 textads banner-ads';

/** A blocker either hides the bait (display:none, visibility:hidden) or removes it. */
export function isBaitBlocked(bait: HTMLElement): boolean {
  if (!bait.isConnected) return true;
  const style = window.getComputedStyle(bait);
  return style.display === 'none' || style.visibility === 'hidden';
}

/**
 * Whether an ad blocker is active (customer-area §2: the login page warns, because blockers
 * also break parts of the portal such as payments and downloads). Detected with a bait
 * element, checked once its styles have applied.
 */
export function useAdBlockDetection(): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const bait = document.createElement('div');
    bait.className = BAIT_CLASSES;
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-10000px;top:0;width:1px;height:1px;';
    bait.textContent = '\u00a0';
    document.body.appendChild(bait);
    const timer = window.setTimeout(() => {
      setBlocked(isBaitBlocked(bait));
      bait.remove();
    }, 200);
    return () => {
      window.clearTimeout(timer);
      bait.remove();
    };
  }, []);
  return blocked;
}
