import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

/**
 * Stacks written with our TypeScript files and lines when the compiled API runs: each frame in
 * the bundle at `bundleUrl` is looked up in its source map (`<bundle>.map`, cut to our own files
 * by scripts/own-source-map.mjs), read the first time a stack is written. Node.js's
 * `--enable-source-maps` did the same for every module, and paid for it at every start: it read
 * and parsed each module's map as it loaded it (ours, and PGlite's 2.6 MB) and measured every line
 * of the bundle, 0.07–0.08 s of a restart (docs/performance.md, "The embedded database").
 *
 * A frame elsewhere (Node.js, a package) is written as Node.js writes it, and so is every frame
 * when the map cannot be read. Installed by main.ts when it runs as the bundle; the sources run
 * through tsx, which maps them itself.
 */
export function mapStackTraces(bundleUrl: string): void {
  let map: SourceMap | null | undefined;
  const sourceMap = (): SourceMap | null => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(new URL(`${bundleUrl}.map`), 'utf8')));
      } catch {
        map = null;
      }
    }
    return map;
  };

  const frame = (site: NodeJS.CallSite): string => {
    const written = String(site);
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (site.getFileName() !== bundleUrl || line === null || column === null) return written;
    const entry = sourceMap()?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return written;
    const original = `${new URL(entry.originalSource, bundleUrl).href}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    return written.replace(`${bundleUrl}:${line}:${column}`, original);
  };

  // As Node.js writes a stack (its defaultPrepareStackTrace): the error's own text, then a frame a line.
  Error.prepareStackTrace = (error: Error, sites: NodeJS.CallSite[]): string => {
    let text: string;
    try {
      text = Error.prototype.toString.call(error);
    } catch {
      text = '<error>';
    }
    return sites.length === 0 ? text : `${text}\n    at ${sites.map(frame).join('\n    at ')}`;
  };
}

/** The URL of the file holding this function: in the compiled API, the bundle's own. */
export function ownFileUrl(): string | undefined {
  const previous = Error.prepareStackTrace;
  Error.prepareStackTrace = (_error, sites) => sites;
  try {
    const sites = new Error().stack as unknown as NodeJS.CallSite[];
    return sites[0]?.getFileName() ?? undefined;
  } finally {
    Error.prepareStackTrace = previous;
  }
}
