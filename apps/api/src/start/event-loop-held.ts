/**
 * Runs `work` with a timer keeping Node.js's event loop alive until it settles.
 *
 * Whenever the event loop finds nothing left to wait for (no socket, no timer, no file read: only
 * promises), Node.js first waits for every task V8 runs on its worker threads to finish
 * (NodePlatform::DrainTasks) before turning the loop again. During a start on the embedded
 * database those tasks are V8 compiling PGlite's WebAssembly again as PostgreSQL's hot paths run,
 * and the start stood still for 0.15–0.45 s at a time while registering the routes, its one thread
 * idle (docs/performance.md, "The embedded database"). With a timer pending, the loop waits on the
 * timer instead, and the promises' work goes on at once.
 */
export async function withEventLoopHeld<T>(work: () => Promise<T>): Promise<T> {
  const held = setInterval(() => {}, 60_000);
  try {
    return await work();
  } finally {
    clearInterval(held);
  }
}
