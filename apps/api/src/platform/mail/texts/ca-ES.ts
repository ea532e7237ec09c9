import type { FrameTexts } from './frame-texts.ts';

/** Catalan words of the frame every mail shares (greeting, signature, the automatic note). */
export const FRAME_CA_ES: FrameTexts = {
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  closing: 'Salutacions cordials,',
  linkFallback: 'Si el botó no funciona, copia aquest enllaç al navegador:',
  automatic: "Aquest missatge s'ha enviat automàticament: no hi responguis.",
};
