// The API as `npm start` runs it (docs/performance.md, "The embedded database"):
// - one compiled module, apps/api/dist/main.mjs: loading the TypeScript sources through tsx
//   compiles several hundred files on every start, and Node.js resolving and reading each npm
//   package's files one by one was 0.2–0.4 s of every start more than one bundle. Our own code
//   (the API and @portal/domain) and the npm packages every start loads are bundled; the packages
//   of EXTERNAL_PACKAGES stay imports of node_modules. `npm run serve` and the tests run the
//   sources; scripts/build-api.test.ts runs the bundle;
// - the migrated empty PGlite cluster a fresh data directory is unpacked from.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ownSourcesOnly } from './own-source-map.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const defaultOutfile = path.join(root, 'apps/api/dist/main.mjs');
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
 * build, package.json) from its own import.meta.url. In the bundle every file shares the
 * bundle's, so each file's own address is written in, relative to the bundle: the paths hold
 * wherever the checkout is.
 */
const ownImportMetaUrl = (outfile) => ({
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!ownSources.some((dir) => args.path.startsWith(dir))) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
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
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'apps/api/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The CommonJS packages bundled call require() for Node's own modules: an ES module has none.
    banner: {
      js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
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
  await mkdir(path.dirname(outfile), { recursive: true });
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await bundleApi();
  // The migrated empty cluster a fresh data directory starts from (apps/api/src/db/packed-cluster.ts).
  const pack = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/pack-cluster.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (pack.status !== 0) process.exit(pack.status ?? 1);
}
