// The compiled API's entry, copied by scripts/build-api.mjs to apps/api/dist/main.mjs: it runs the
// bundle beside it, api.cjs, compiled from V8's code cache of an earlier start when there is one
// (docs/performance.md, "The code cache").
//
// Node.js 20 keeps no compiled code from one start to the next: every start parsed and compiled
// the 5 MB bundle again, then each function it called. A script compiled through node:vm can be
// given the bytes V8 made of it last time (`cachedData`) and made to write them (`createCachedData`).
// The cache is written once the portal listens, so it holds every function the start compiled,
// and only when no cache was accepted: V8 refuses one made by another version of itself or with
// other flags, and the build's fingerprint at its head ties it to this very bundle (V8 checks only
// the source's length).
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';

const bundle = fileURLToPath(new URL('./api.cjs', import.meta.url));
const cacheFile = `${bundle}.cache`;
const source = readFileSync(bundle, 'utf8');

/** The bundle's first line is `// portal build <its fingerprint>` (scripts/build-api.mjs). */
const build = /^\/\/ portal build ([0-9a-f]{64})\n/.exec(source)?.[1];

/** The cache's V8 bytes, when the file at `cacheFile` was written for this build. */
function cacheOfThisBuild() {
  if (!build) return undefined;
  let bytes;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  return bytes.subarray(0, build.length).toString('latin1') === build ? bytes.subarray(build.length) : undefined;
}

const cachedData = cacheOfThisBuild();
// As Node.js wraps a CommonJS module. Its first line being a comment, the lines and columns of
// every other line are the bundle's, as its source map has them.
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: pathToFileURL(bundle).href,
  cachedData,
  // No import() callback: V8 drops it from code compiled out of the cache, so the build writes
  // the bundle's import() as require().
});
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));

if (build && (!cachedData || script.cachedDataRejected)) {
  module.exports.listening?.then(() => {
    // Written aside and renamed, so that instances starting together never read half a file. A
    // directory the portal may not write to (a read-only install) only costs its starts the time.
    const written = `${cacheFile}.${process.pid}`;
    try {
      writeFileSync(written, Buffer.concat([Buffer.from(build, 'latin1'), script.createCachedData()]));
      renameSync(written, cacheFile);
    } catch {
      rmSync(written, { force: true });
    }
  });
}
