// `npm start`: build the web app and the API (its bundle, V8's code cache of it and the packed empty
// database, scripts/build-api.mjs) when their sources are newer than the last build, then run the
// portal from the bundle's entry. Skipping an up-to-date build keeps a restart on an existing data
// directory fast.
// `--build-only`: the builds, not the portal (the benchmarks run the bundle as this runs it).
//
// Given the portal's Node.js flags (portal-node-flags.mjs), as package.json's `start` gives them,
// the portal runs in this process: a second Node.js for it was 0.1–0.2 s of every restart
// (docs/performance.md, "The embedded database"). Without them, in a child given them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PORTAL_NODE_FLAGS } from './portal-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
const webBuild = join(root, 'apps/web/dist/index.html');
const apiBuild = join(root, 'apps/api/dist/main.mjs');

function newestMtime(dir) {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether `built` is missing or older than any file under `sources`. */
function stale(built, sources) {
  return !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

function run(what, command, args) {
  console.log(`Building ${what}…`);
  const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const domain = join(root, 'packages/domain/src');
// Both builds hold npm packages: other versions installed (the lockfile changed) make them stale.
const lockfile = join(root, 'package-lock.json');
if (stale(webBuild, [join(root, 'apps/web'), domain, lockfile])) run('the web app', 'npm', ['run', 'build', '-w', '@portal/web']);
if (
  stale(apiBuild, [join(root, 'apps/api/src'), domain, lockfile, join(root, 'scripts/build-api.mjs'), join(root, 'scripts/api-entry.mjs')])
)
  run('the API', process.execPath, [join(root, 'scripts/build-api.mjs')]);

if (process.argv.includes('--build-only')) process.exit(0);

if (PORTAL_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) {
  // The API handles SIGINT and SIGTERM itself, closing the database cleanly.
  await import(pathToFileURL(apiBuild).href);
} else {
  // Run the server in this process group; forward signals so Ctrl-C closes the database cleanly.
  const server = spawn(process.execPath, [...PORTAL_NODE_FLAGS, apiBuild], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
