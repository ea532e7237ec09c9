import type { FrameTexts } from './frame-texts.ts';

/** Spanish words of the frame every mail shares (greeting, signature, the automatic note). */
export const FRAME_ES_ES: FrameTexts = {
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  closing: 'Un saludo cordial,',
  linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  automatic: 'Este mensaje se ha enviado automáticamente; por favor, no lo respondas.',
};
