import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether `content` is wider than `container` allows, measured whenever either is resized
 * (window, language, the menu's own entries). The top menu hides itself on `true` rather than
 * wrapping its labels: the side menu carries the same entries.
 */
export function useOverflowing(container: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const outer = container.current;
    const inner = content.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return;
    // Sub-pixel widths round differently in the two measures: a pixel of slack.
    const measure = () => setOverflowing(inner.scrollWidth > outer.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    measure();
    return () => observer.disconnect();
  }, [container, content]);
  return overflowing;
}
