import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeSegment, encodeSegment, ownSourcesOnly } from './own-source-map.mjs';

/** Checked against another decoder of source maps (@jridgewell/trace-mapping), on a bundle esbuild made. */
describe('the compiled API’s source map, cut to our own files', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-own-source-map-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  async function bundle() {
    mkdirSync(path.join(scratch, 'node_modules/left-pad'), { recursive: true });
    writeFileSync(
      path.join(scratch, 'node_modules/left-pad/index.js'),
      'module.exports = function leftPad(text, width) {\n  while (text.length < width) text = " " + text;\n  return text;\n};\n',
    );
    writeFileSync(
      path.join(scratch, 'main.ts'),
      "import leftPad from 'left-pad';\nexport function greet(name: string): string {\n  const padded = leftPad(name, 8);\n  return 'hola ' + padded;\n}\nconsole.log(greet('món'));\n",
    );
    const result = await build({
      entryPoints: [path.join(scratch, 'main.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      sourcemap: 'external',
      sourcesContent: false,
      write: false,
      outfile: path.join(scratch, 'out.mjs'),
    });
    const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text;
    const map = JSON.parse(result.outputFiles.find((file) => file.path.endsWith('.map'))!.text);
    return { code, map };
  }

  it('reads and writes the numbers of a segment as base64 VLQ', () => {
    for (const values of [[0], [1, -1], [16, 0, 1000, -1000], [0, 0, 0, 0, 5], [123456, -7]]) {
      expect(decodeSegment(encodeSegment(values))).toEqual(values);
    }
    // From the specification's examples: 'AAAA' is four zeros, 'gB' is 16, 'D' is -1.
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('gB')).toEqual([16]);
    expect(decodeSegment('D')).toEqual([-1]);
  });

  it('keeps every position of our code where it was, and maps a package’s to nothing', async () => {
    const { code, map } = await bundle();
    const before = new TraceMap(map);
    const after = new TraceMap(ownSourcesOnly(map));
    expect(after.sources.some((source) => source?.includes('node_modules'))).toBe(false);
    let ours = 0;
    let theirs = 0;
    code.split('\n').forEach((text, index) => {
      for (let column = 0; column < text.length; column++) {
        const was = originalPositionFor(before, { line: index + 1, column });
        const is = originalPositionFor(after, { line: index + 1, column });
        if (was.source?.includes('node_modules')) {
          theirs++;
          expect(is.source, `${index + 1}:${column}`).toBeNull();
        } else if (was.source) {
          ours++;
          expect(is, `${index + 1}:${column}`).toEqual(was);
        }
      }
    });
    expect(ours).toBeGreaterThan(20);
    expect(theirs).toBeGreaterThan(20);
  });
});
