/**
 * What the login page costs: the gzipped size of every script a visitor's browser loads for
 * /login, read from the Vite manifest of the last build (dist/.vite/manifest.json).
 *
 * Loaded for /login: index.html's entry chunk and its static imports, then the login page's
 * lazy chunk and its static imports, then one catalogue (the current language's). Chunks
 * loaded only on interaction (language menu, help panel, form validation on focus/submit)
 * or only when the server has content (DOMPurify, for Login HTML blocks) are listed apart.
 *
 * Run after a build: node --import tsx apps/web/scripts/login-bundle-size.ts [language]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, TManifestChunk>;
const language = process.argv[2] ?? 'ca-ES';

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically. */
function closure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest[key]?.imports ?? [], into);
  }
  return into;
}

const keyOf = (suffix: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`No chunk for ${suffix} in the manifest`);
  return key;
};

const entry = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
const initial = closure(entry);
const loginPage = closure([keyOf('features/auth/pages/login-page.tsx'), keyOf(`locales/${language}/translation.json`)], new Set(initial));
const onInteraction = closure([keyOf('features/auth/model/login-validation.ts')], new Set(loginPage));
const withHtmlBlocks = closure([keyOf('dompurify/dist/purify.es.mjs')], new Set(loginPage));

const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);
const rows = [...loginPage].map((key) => ({
  file: manifest[key]?.file ?? key,
  gzipKb: Number(gzipKb(manifest[key]?.file ?? '').toFixed(2)),
}));
rows.sort((a, b) => b.gzipKb - a.gzipKb);
console.table(rows);
console.log(`login page (${language}), scripts loaded on arrival: ${total(loginPage).toFixed(1)} KB gzip`);
console.log(`  + form validation, loaded on first focus or submit: ${(total(onInteraction) - total(loginPage)).toFixed(1)} KB gzip`);
console.log(
  `  + DOMPurify, loaded only when the server has Login HTML blocks: ${(total(withHtmlBlocks) - total(loginPage)).toFixed(1)} KB gzip`,
);
