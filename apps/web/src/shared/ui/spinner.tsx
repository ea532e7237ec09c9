import { cx } from './light/cx.ts';

/**
 * A busy indicator with its label as visible text in a status region (an unnamed progressbar fails
 * axe): MUI's CircularProgress drawn in CSS (light.css), as the loading screen is on the first
 * page. `fullHeight`, for what stands in for a whole page while it loads, is as tall as the
 * screen: the footer stays below the fold until the page is there, rather than show and then be
 * pushed down by it (a layout shift: e2e/tests/layout-shift.spec.ts).
 */
export function Spinner({ label, testId, fullHeight = false }: { label: string; testId?: string; fullHeight?: boolean }) {
  return (
    <div role="status" aria-live="polite" data-testid={testId} className={cx('ui-spinner', fullHeight && 'ui-spinner-full')}>
      <span className="ui-progress">
        <svg viewBox="22 22 44 44" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
      <span className="ui-spinner-label">{label}</span>
    </div>
  );
}
