import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/api/src/test/free-port.ts';
import { bundleApi, EXTERNAL_PACKAGES, writeCodeCache } from './build-api.mjs';
import { PORTAL_NODE_FLAGS } from './portal-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The API as `npm start` runs it: npm packages bundled with our code, some left in node_modules
 * (scripts/build-api.mjs). Every other test runs the sources, so what the bundle could break
 * (a package finding a file beside its own, a require() of Node's modules from an ES module, a
 * package loaded with its first use) is exercised here: PDFs signed and unsigned (pdfkit,
 * node-forge), a workbook (ExcelJS), the API's documentation (Swagger UI's files), the demo's
 * first start and a sign-in (PGlite, argon2), and V8's code cache the entry keeps beside the bundle
 * (scripts/api-entry.mjs).
 */
describe('the bundled API', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-bundled-api-'));
  // Inside the checkout: the packages left out are found from the bundle's own directory.
  const outDir = path.join(root, 'apps/api/dist', `bundle-test-${process.pid}`);
  let portal: ChildProcess | undefined;
  let base = '';
  let token = '';
  // The entry Node.js runs, and the CommonJS bundle it compiles.
  const entry = path.join(outDir, 'main.mjs');
  const bundle = path.join(outDir, 'api.cjs');
  const cacheFile = `${bundle}.cache`;
  let cacheBuilt = 0;

  beforeAll(async () => {
    await bundleApi(bundle);
    await writeCodeCache(bundle);
    cacheBuilt = statSync(cacheFile).mtimeMs;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    portal = spawn(process.execPath, [...PORTAL_NODE_FLAGS, entry], {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(scratch, 'data'), PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    portal.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const started = Date.now();
    for (;;) {
      if (portal.exitCode !== null) throw new Error(`the bundled API exited (${portal.exitCode}): ${stderr}`);
      const ready = await fetch(`${base}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() - started > 240_000) throw new Error(`the bundled API was not ready after 240 s: ${stderr}`);
      await sleep(100);
    }
    const login = await fetch(`${base}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: '12345678Z', password: 'Demo-Portal-2026!' }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 300_000);

  afterAll(async () => {
    if (portal && portal.exitCode === null) {
      const exited = new Promise((resolve) => portal?.once('exit', resolve));
      portal.kill('SIGTERM');
      await exited;
    }
    rmSync(outDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  const get = (url: string) => fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });

  it('holds none of the packages left in node_modules (esbuild heads each file it holds with its path)', () => {
    const heads = readFileSync(bundle, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('// node_modules/'));
    const held = EXTERNAL_PACKAGES.filter((name) => heads.some((head) => head.startsWith(`// node_modules/${name}/`)));
    expect(held).toEqual([]);
    // The packages it does hold are found so (zod among them).
    expect(heads.some((head) => head.startsWith('// node_modules/zod/'))).toBe(true);
  });

  it('maps its own code back to the TypeScript sources, and nothing else (own-source-map.mjs)', () => {
    const map = new TraceMap(readFileSync(`${bundle}.map`, 'utf8'));
    const lines = readFileSync(bundle, 'utf8').split('\n');
    const at = (text: string) => {
      const line = lines.findIndex((candidate) => candidate.includes(text));
      return originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf(text) });
    };
    expect(at('async function prepareDatabase(').source).toMatch(/src\/start\/prepare-database\.ts$/);
    // zod's code is bundled, and maps to nothing.
    expect(at('function $constructor(').source).toBeNull();
    expect(map.sources.some((source) => source?.includes('node_modules/'))).toBe(false);
  });

  it('writes a stack with our TypeScript files and lines, its map read when written (stack-source-map.ts)', () => {
    // A settings file that is not JSON stops the start, with the error's stack.
    const settingsFile = path.join(scratch, 'not-json.json');
    writeFileSync(settingsFile, '{ "organization": ');
    const run = spawnSync(process.execPath, [...PORTAL_NODE_FLAGS, entry], {
      cwd: root,
      // A data directory of its own: the bundle the other tests use holds PGlite's on 'data'.
      env: {
        ...process.env,
        DATA_DIR: path.join(scratch, 'stack'),
        SEED_DEMO: 'false',
        PORT: '0',
        SETTINGS_FILE: settingsFile,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const sources = pathToFileURL(path.join(root, 'apps/api/src')).href;
    expect(run.stderr).toContain('cannot be read as JSON');
    expect(run.stderr).toMatch(new RegExp(`\\n    at readSettingsFile \\(${sources}/modules/settings/settings-file\\.ts:\\d+:\\d+\\)`));
    expect(run.stderr).toMatch(new RegExp(`\\n    at async main \\(${sources}/main\\.ts:\\d+:\\d+\\)`));
    expect(run.stderr).not.toContain('api.cjs:');
  }, 90_000);

  it('lists the demo customer’s invoices and draws one as a PDF, signed and unsigned', async () => {
    const list = await get('/api/v1/invoices/?limit=1');
    expect(list.status).toBe(200);
    const [invoice] = ((await list.json()) as { items: { id: number }[] }).items;
    expect(invoice).toBeDefined();
    for (const format of ['pdf', 'signed_pdf']) {
      const res = await get(`/api/v1/invoices/${invoice?.id}/${format}/`);
      expect(res.status, format).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1'), format).toBe('%PDF-');
      if (format === 'signed_pdf') expect(bytes.includes('/ByteRange')).toBe(true);
    }
  });

  it('writes hourly readings as CSV and as a workbook', async () => {
    const range = 'start=2026-10-01&end=2026-10-02';
    const csv = await get(`/api/v1/contracts/0001001/cch/download/hourly/?${range}`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\n')[1]).toMatch(/^ES0031408000000001AP0F;01\/10\/2026;00:00;/);
    const xlsx = await get(`/api/v1/contracts/0001001/cch/download/hourly/?${range}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    // A workbook is a zip archive.
    expect(Buffer.from(await xlsx.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('serves the API’s documentation with the Swagger UI’s own files', async () => {
    const spec = await fetch(`${base}/api/docs/json`);
    expect(spec.status).toBe(200);
    expect(((await spec.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const page = await fetch(`${base}/api/docs/`);
    expect(page.status).toBe(200);
    const css = await fetch(`${base}/api/docs/static/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect((await css.text()).length).toBeGreaterThan(10_000);
    // Its logo, read by docs.ts from the package's own files, written into the page's script.
    const initializer = await fetch(`${base}/api/docs/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
    expect(await initializer.text()).toContain("img.src = 'data:image/svg+xml;base64,PD94bWwg");
  });

  /** The bundle's build, as its first line names it and the cache's first bytes must. */
  const build = () => /^\/\/ portal build ([0-9a-f]{64})\n/.exec(readFileSync(bundle, 'utf8'))?.[1];

  /** Stops the bundle the other tests use and starts it again on the same data; resolves once ready. */
  async function restart(): Promise<{ seeded?: boolean; checked?: boolean }> {
    const exited = new Promise((resolve) => portal?.once('exit', resolve));
    portal?.kill('SIGTERM');
    await exited;
    const port = new URL(base).port;
    portal = spawn(process.execPath, [...PORTAL_NODE_FLAGS, entry], {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(scratch, 'data'), PORT: port, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    portal.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    const started = Date.now();
    while (!/"msg":"ready"/.test(stdout)) {
      if (portal.exitCode !== null) throw new Error(`the bundled API exited (${portal.exitCode}): ${stdout}`);
      if (Date.now() - started > 60_000) throw new Error(`the bundled API was not ready after 60 s: ${stdout}`);
      await sleep(50);
    }
    return JSON.parse(stdout.split('\n').find((line) => line.includes('"msg":"ready"')) ?? '{}');
  }

  /** The cache file once written after `since` (its mtime before): the entry writes it just after the portal listens. */
  async function cacheWrittenAfter(since: number): Promise<Buffer> {
    const started = Date.now();
    while (!existsSync(cacheFile) || statSync(cacheFile).mtimeMs <= since) {
      if (Date.now() - started > 20_000) throw new Error('no code cache written');
      await sleep(50);
    }
    return readFileSync(cacheFile);
  }

  // After the other tests: it stops the bundle they use.
  it('checks nothing in the database when the same build restarts on it (its fingerprint is written in)', async () => {
    expect(await restart()).toMatchObject({ seeded: false, checked: false });
  }, 90_000);

  it('leaves V8’s code cache of the build, which its starts use without writing it again', async () => {
    const built = readFileSync(cacheFile);
    expect(built.subarray(0, 64).toString('latin1')).toBe(build());
    expect(built.length).toBeGreaterThan(500_000);
    // beforeAll's first start and the restart above were given it and V8 took it: the entry writes
    // the cache only when none was taken.
    await restart();
    await sleep(1_000);
    expect(statSync(cacheFile).mtimeMs).toBe(cacheBuilt);
    expect(readFileSync(cacheFile).equals(built)).toBe(true);
  }, 90_000);

  it('ignores a cache V8 refuses or made for another build, starts without it and writes its own', async () => {
    const good = readFileSync(cacheFile);
    const refused = Buffer.concat([good.subarray(0, 64), Buffer.from('not what V8 wrote')]);
    const otherBuild = Buffer.concat([Buffer.from('f'.repeat(64), 'latin1'), good.subarray(64)]);
    for (const [what, bytes] of [
      ['refused by V8', refused],
      ['of another build', otherBuild],
    ] as const) {
      writeFileSync(cacheFile, bytes);
      const since = statSync(cacheFile).mtimeMs;
      await restart();
      const res = await fetch(`${base}/api/v1/invoices/?limit=1`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, what).toBe(200);
      const rewritten = await cacheWrittenAfter(since);
      expect(rewritten.subarray(0, 64).toString('latin1'), what).toBe(build());
      expect(rewritten.length, what).toBeGreaterThan(500_000);
    }
  }, 180_000);
});
