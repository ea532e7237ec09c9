import type { FrameTexts } from './frame-texts.ts';

/** Galician words of the frame every mail shares (greeting, signature, the automatic note). */
export const FRAME_GL_ES: FrameTexts = {
  greeting: (name) => (name ? `Ola, ${name}:` : 'Ola:'),
  closing: 'Un cordial saúdo,',
  linkFallback: 'Se o botón non funciona, copia esta ligazón no teu navegador:',
  automatic: 'Esta mensaxe enviouse automaticamente; por favor, non a respondas.',
};
