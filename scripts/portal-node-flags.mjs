// How Node.js runs the portal's compiled API. `npm start` gives these flags to scripts/start.mjs
// itself (package.json), which then runs the API in its own process; started without them
// (`node scripts/start.mjs`), it runs the API in a child given them. The benchmarks that measure
// the API (bench/lib/portal-process.ts, bench/startup-time.ts) take them from here too.
//
// - A young generation of up to 64 MB a half (V8's default is 16): a chart or a download
//   allocates about a megabyte of short-lived rows, arrays and strings per request, and with the
//   default the scavenger ran several times a second under load and copied what was still in
//   flight. A year of hours cost 10–20 % less portal CPU per request at 50 connections
//   (docs/performance.md, "The garbage collector's young generation"); the lists hardly change.
// - WebAssembly compiled in the background by one task. PGlite's 9 MB of WebAssembly is compiled
//   again, function by function, as PostgreSQL's hot paths run, on V8's worker threads (four by
//   default); on two cores those kept the JavaScript thread waiting for a core through the whole
//   start, and every scavenge waited for a worker thread to join it: a restart on the embedded
//   database took 0.15–0.2 s longer (docs/performance.md, "The embedded database"). One task
//   leaves the JavaScript thread a core on any machine; on PostgreSQL nothing is compiled.
// - No `--enable-source-maps`: Node.js would read every module's source map at every start. The
//   compiled API maps its own stacks, reading its map when a stack is first written
//   (apps/api/src/platform/runtime/stack-source-map.ts).
export const PORTAL_NODE_FLAGS = Object.freeze(['--max-semi-space-size=64', '--wasm-num-compilation-tasks=1']);
