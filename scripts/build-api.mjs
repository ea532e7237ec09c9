// The API as `npm start` runs it (docs/performance.md, "The embedded database"):
// - one compiled module, apps/api/dist/main.mjs: loading the TypeScript sources through tsx
//   compiles several hundred files on every start. Our own code (the API and @portal/domain) is
//   bundled; every npm package stays an import of node_modules, loaded as it is. `npm run serve`
//   and the tests still run the sources;
// - the migrated empty PGlite cluster a fresh data directory is unpacked from.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = path.join(root, 'apps/api/dist/main.mjs');
const ownSources = [path.join(root, 'apps/api/src'), path.join(root, 'packages/domain/src')];

/** Packages are imported from node_modules at run time; only @portal/* is ours to bundle. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * A source file finds what sits beside it (the migrations, the postal codes, the web app's
 * build, package.json) from its own import.meta.url. In the bundle every file shares the
 * bundle's, so each file's own address is written in, relative to the bundle: the paths hold
 * wherever the checkout is.
 */
const ownImportMetaUrl = {
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
};

await build({
  entryPoints: [path.join(root, 'apps/api/src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // A logged stack needs the map's lines, not the sources (on disk beside it): without them the map is
  // a third of its size, and Node.js reads and parses it at every start.
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [packagesStayExternal, ownImportMetaUrl],
});

// The migrated empty cluster a fresh data directory starts from (apps/api/src/db/packed-cluster.ts).
const pack = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/pack-cluster.ts')], {
  cwd: root,
  stdio: 'inherit',
});
if (pack.status !== 0) process.exit(pack.status ?? 1);
