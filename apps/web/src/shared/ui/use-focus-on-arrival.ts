import { type RefObject, useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Moves the focus to a page's heading when the customer got there through the portal (a link or
 * a redirect), so a keyboard or screen reader continues from the page they opened rather than the
 * top of the document. Not on a fresh load or Back/Forward: there the browser keeps its own place.
 * Without scrolling when the address names a place further down (#consumption).
 */
export function useFocusOnArrival(heading: RefObject<HTMLElement | null>, scrollsElsewhere: boolean): void {
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation === 'POP') return;
    heading.current?.focus({ preventScroll: scrollsElsewhere });
  }, []);
}
