/** A broken plug: decorative, so hidden from assistive technology. */
export function ErrorIllustration() {
  return (
    <svg viewBox="0 0 120 80" aria-hidden="true" focusable="false" className="shell-error-illustration">
      <path d="M10 40h28" stroke="currentColor" strokeWidth="6" strokeLinecap="round" fill="none" />
      <rect x="36" y="26" width="18" height="28" rx="4" fill="currentColor" />
      <path d="M54 32h8M54 48h8" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <path d="M70 30l6 6m0-6l-6 6" stroke="#b3261e" strokeWidth="3" strokeLinecap="round" />
      <rect x="82" y="26" width="18" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M100 40h12" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
