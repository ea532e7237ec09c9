import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The light kit's stylesheet (shared/ui/light/light.css) in the test's document, for a test of what
 * it shows or hides: the first page's components are styled by it, not by MUI's emotion, and
 * vitest applies no component's CSS by itself.
 */
export function useLightStyles() {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../shared/ui/light/light.css'), 'utf8');
  document.head.append(style);
  return () => style.remove();
}
