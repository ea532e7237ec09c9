// The API as `npm start` runs it (docs/performance.md, "The embedded database"):
// - one compiled bundle, apps/api/dist/api.cjs: loading the TypeScript sources through tsx
//   compiles several hundred files on every start, and Node.js resolving and reading each npm
//   package's files one by one was 0.2–0.4 s of every start more than one bundle. Our own code
//   (the API and @portal/domain) and the npm packages every start loads are bundled; the packages
//   of EXTERNAL_PACKAGES stay imports of node_modules. `npm run serve` and the tests run the
//   sources; scripts/build-api.test.ts runs the bundle;
// - its entry, apps/api/dist/main.mjs (scripts/api-entry.mjs), which compiles it with V8's code
//   cache, and that cache, made by starting the bundle once;
// - the migrated empty PGlite cluster a fresh data directory is unpacked from.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ownSourcesOnly } from './own-source-map.mjs';
import { PORTAL_NODE_FLAGS } from './portal-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const defaultOutfile = path.join(root, 'apps/api/dist/api.cjs');
/** What runs the bundle with V8's code cache (scripts/api-entry.mjs), written beside it. */
const ENTRY = 'main.mjs';
const ownSources = [path.join(root, 'apps/api/src'), path.join(root, 'packages/domain/src')];

/**
 * Packages imported from node_modules at run time, not bundled:
 * - what finds files beside its own (PGlite's WebAssembly and data, pdfkit's fonts, the Swagger
 *   UI's assets and @fastify/swagger's package.json) or loads native code (argon2, pg-native);
 * - what is loaded with its first use, not at start-up (pdfkit, ExcelJS, ioredis, node-forge,
 *   nodemailer, sanitize-html, Stripe's SDK): bundled, their code would be read and compiled with
 *   the bundle at every start (node-forge and Stripe's SDK were 1.3 MB of its 6.6);
 * - what is never loaded: Fastify's default compilers (Ajv, fast-json-stringify), which it
 *   requires only when it is not given its compilers, as app.ts gives it the zod ones (0.5 MB);
 * - pino and thread-stream, whose transports start worker threads from their own files.
 */
export const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  'exceljs',
  'ioredis',
  'node-forge',
  'nodemailer',
  'pdfkit',
  'pg-native',
  'pino',
  'sanitize-html',
  'stripe',
  'thread-stream',
];

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return undefined;
      const external = EXTERNAL_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return external ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * A source file finds what sits beside it (the migrations, the postal codes, the web app's
 * build, package.json) from its own import.meta.url. A CommonJS bundle has no import.meta, and
 * every file would share the bundle's address anyway, so each file's own address is written in,
 * relative to the bundle's: the paths hold wherever the checkout is. The bundle's address is one
 * module's export, imported on the file's first line (its other lines keep their numbers), so no
 * name of theirs can hide it.
 */
const BUNDLE_URL_MODULE = 'portal-bundle-url';
const ownImportMetaUrl = (outfile) => ({
  name: 'own-import-meta-url',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^${BUNDLE_URL_MODULE}$`) }, (args) => ({ path: args.path, namespace: BUNDLE_URL_MODULE }));
    b.onLoad({ filter: /.*/, namespace: BUNDLE_URL_MODULE }, () => ({
      contents: "export const __portalBundleUrl = require('node:url').pathToFileURL(__filename).href;",
      loader: 'js',
    }));
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!ownSources.some((dir) => args.path.startsWith(dir))) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(fromBundle)}, __portalBundleUrl).href`;
      const imported = `import { __portalBundleUrl } from '${BUNDLE_URL_MODULE}';`;
      return { contents: `${imported}${source.replaceAll('import.meta.url', own)}`, loader: 'ts' };
    });
  },
});

/**
 * Stands in the bundle for the build's fingerprint (apps/api/src/start/build-fingerprint.ts) until
 * the bundle is hashed: as long as the hash, so the source map's columns still hold once it is
 * written in its place.
 */
const FINGERPRINT_PLACEHOLDER = 'the-build-fingerprint-is-written-here-once-the-bundle-is-hashed'.padEnd(64, '.');

/**
 * Bundles the API into `outfile`, which must sit in this checkout (the packages left out are found
 * from it), with the sha256 of the bundle as it was before the hash was written into it as its
 * build fingerprint: the same sources and packages give the same one.
 */
export async function bundleApi(outfile = defaultOutfile) {
  const { outputFiles, warnings } = await build({
    entryPoints: [path.join(root, 'apps/api/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    // CommonJS, which scripts/api-entry.mjs compiles through node:vm with V8's code cache: Node.js 20
    // caches no ES module's compiled code.
    format: 'cjs',
    target: 'node20',
    // import() written as require(): V8 drops the script's dynamic import callback from the code it
    // compiles out of the cache ("A dynamic import callback was not specified" at the first PDF).
    // The packages loaded with their first use (pdfkit, ExcelJS, …) all have a CommonJS build.
    supported: { 'dynamic-import': false },
    // The first line names the build, which the entry checks the code cache against. A comment, so
    // the "use strict" after it still makes the bundle strict code, as the ES module was.
    banner: {
      js: `// portal build ${FINGERPRINT_PLACEHOLDER}`,
    },
    // Cut to our own files once written (own-source-map.mjs): a logged stack names the TypeScript
    // file and line of each frame of ours.
    sourcemap: 'linked',
    // A logged stack needs the map's lines, not the sources (on disk beside it): without them the map is
    // a third of its size, read and parsed with the first stack written.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages, ownImportMetaUrl(outfile)],
    define: { PORTAL_BUILD_FINGERPRINT: JSON.stringify(FINGERPRINT_PLACEHOLDER) },
    write: false,
  });
  // import.meta left in the bundle would be empty in CommonJS: a path built from it, wrong at run time.
  if (warnings.some((warning) => warning.id === 'empty-import-meta')) throw new Error('import.meta is left in the CommonJS bundle');
  await mkdir(path.dirname(outfile), { recursive: true });
  await copyFile(path.join(root, 'scripts/api-entry.mjs'), path.join(path.dirname(outfile), ENTRY));
  for (const file of outputFiles) {
    let contents = file.contents;
    if (file.path === outfile) {
      if (!file.text.includes(FINGERPRINT_PLACEHOLDER))
        throw new Error('the bundle holds no PORTAL_BUILD_FINGERPRINT to write the hash in');
      const fingerprint = createHash('sha256').update(contents).digest('hex');
      contents = Buffer.from(file.text.replaceAll(FINGERPRINT_PLACEHOLDER, fingerprint), 'utf8');
    }
    if (file.path === `${outfile}.map`) contents = Buffer.from(JSON.stringify(ownSourcesOnly(JSON.parse(file.text))), 'utf8');
    await writeFile(file.path, contents);
  }
}

/**
 * V8's code cache of the bundle at `outfile` (scripts/api-entry.mjs), made by starting it once on a
 * throwaway empty data directory until it listens: the portal's first start and a read-only
 * install (docs/operations.md, "Under systemd") start from it too. Its environment is only what it
 * needs, so no DATABASE_URL, SMTP_URL or REDIS_URL of the shell is used.
 */
export async function writeCodeCache(outfile = defaultOutfile) {
  const cacheFile = `${outfile}.cache`;
  await rm(cacheFile, { force: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-code-cache-'));
  const portal = spawn(process.execPath, [...PORTAL_NODE_FLAGS, path.join(path.dirname(outfile), ENTRY)], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  try {
    const started = Date.now();
    while (!existsSync(cacheFile)) {
      if (portal.exitCode !== null) throw new Error(`the bundled API exited (${portal.exitCode}) before writing its code cache`);
      if (Date.now() - started > 120_000) throw new Error('the bundled API wrote no code cache in 120 s');
      await sleep(50);
    }
  } finally {
    if (portal.exitCode === null) portal.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await bundleApi();
  // The migrated empty cluster a fresh data directory starts from (apps/api/src/db/packed-cluster.ts).
  const pack = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/pack-cluster.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (pack.status !== 0) process.exit(pack.status ?? 1);
  // After the pack, which the start it takes unpacks.
  await writeCodeCache();
}
