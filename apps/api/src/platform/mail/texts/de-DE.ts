import type { FrameTexts } from './frame-texts.ts';

/** German words of the frame every mail shares (greeting, signature, the automatic note). */
export const FRAME_DE_DE: FrameTexts = {
  greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
  closing: 'Mit freundlichen Grüßen',
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  automatic: 'Diese Nachricht wurde automatisch versendet; bitte antworten Sie nicht darauf.',
};
