import type forge from 'node-forge';

export type TForge = typeof forge;

/**
 * node-forge, loaded with the first signature or certificate a process makes: imported with the
 * modules, it was read, compiled and run at every start (0.6 MB of the compiled API's 6.6), for
 * what most starts never do (docs/performance.md, "The embedded database").
 */
export async function loadForge(): Promise<TForge> {
  return (await import('node-forge')).default;
}
