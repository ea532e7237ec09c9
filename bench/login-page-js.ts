// Budget: gzipped JavaScript the login page loads (target ≤ 200 KB). Loads /login in Chromium
// against the built app and gzips every script response, so lazy chunks count when fetched.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startPortal } from './lib/portal-process.ts';

/**
 * Chunk files are named by their hash alone (apps/web/vite.config.ts says why): the build's
 * manifest gives each its module's name back, for a readable list.
 */
function chunkNames(): Map<string, string> {
  const manifest = JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; name?: string }>;
  return new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, chunk.name ?? key]));
}

export async function measureLoginPageJs() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-js-'));
  // Through `npm start`'s script, which builds the web app first when it is missing or stale.
  const portal = await startPortal({ DATA_DIR: dataDir, PORT: '8391' }, ['node', 'scripts/start.mjs']);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => {
            scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
          })
          // A body no longer available must not crash the run and orphan the portal.
          .catch((error: Error) => console.warn(`could not read ${response.url()}: ${error.message}`)),
      );
    });
    await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor();
    await Promise.all(pending);
    const onArrival = scripts.length;
    const arrivalKB = scripts.reduce((s, x) => s + x.gzip, 0) / 1024;
    // Using the form loads its validation (the shared zod schema) lazily: count it too.
    await page.getByTestId('login-submit').click();
    // The empty form's errors show once its validation has loaded and run.
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const gzipKB = scripts.reduce((s, x) => s + x.gzip, 0) / 1024;
    return { scripts, onArrival, arrivalKB, gzipKB, rawKB: scripts.reduce((s, x) => s + x.raw, 0) / 1024 };
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureLoginPageJs();
  const names = chunkNames();
  for (const s of r.scripts) {
    console.log(`  ${s.url} (${names.get(s.url) ?? '?'})  ${(s.gzip / 1024).toFixed(1)} KB gzip (${(s.raw / 1024).toFixed(1)} KB raw)`);
  }
  console.log(
    `login page JavaScript on arrival: ${r.arrivalKB.toFixed(1)} KB gzipped (${Math.round(r.arrivalKB * 1024)} bytes) in ${r.onArrival} files (target ≤ 200 KB, and no growth)`,
  );
  console.log(`after using the form (validation loaded): ${r.gzipKB.toFixed(1)} KB gzipped in ${r.scripts.length} files`);
}
