import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A bundle made as scripts/build-api.mjs makes the API's (esbuild, CommonJS headed by its build, a
 * linked map without the sources), run through the API's entry (scripts/api-entry.mjs, which
 * compiles it through node:vm) by a Node.js without `--enable-source-maps`, its stacks mapped by
 * mapStackTraces.
 */
describe('the compiled API’s stacks, mapped when written', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-stack-source-map-'));
  const bundle = path.join(scratch, 'out/api.cjs');
  const entry = path.join(scratch, 'out/main.mjs');
  const source = path.join(scratch, 'src/main.ts');

  beforeAll(async () => {
    mkdirSync(path.join(scratch, 'node_modules/shout'), { recursive: true });
    writeFileSync(path.join(scratch, 'node_modules/shout/index.js'), 'module.exports = function shout(then) {\n  return then();\n};\n');
    mkdirSync(path.dirname(source), { recursive: true });
    writeFileSync(
      source,
      [
        "import shout from 'shout';",
        `import { mapStackTraces, ownFileUrl } from ${JSON.stringify(path.join(import.meta.dirname, 'stack-source-map.ts'))};`,
        '',
        "if (process.argv[2] === 'mapped') mapStackTraces(ownFileUrl()!);",
        '',
        'function refuse(reason: string): never {',
        "  throw new TypeError('refused: ' + reason);",
        '}',
        '',
        "try { shout(() => refuse('no contract')); } catch (error) { console.log((error as Error).stack); }",
        '',
      ].join('\n'),
    );
    await build({
      entryPoints: [source],
      outfile: bundle,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      banner: { js: `// portal build ${'0'.repeat(64)}` },
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'silent',
    });
    copyFileSync(path.join(import.meta.dirname, '../../../../../scripts/api-entry.mjs'), entry);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const stackOf = (mode: string) => {
    const run = spawnSync(process.execPath, [entry, mode], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout.trim().split('\n');
  };

  it('names the TypeScript file and line of a frame in the bundle', () => {
    const [text, first] = stackOf('mapped');
    expect(text).toBe('TypeError: refused: no contract');
    expect(first).toBe(`    at refuse (${pathToFileURL(source).href}:7:9)`);
  });

  it('writes every other frame as Node.js does, and the error the same', () => {
    const mapped = stackOf('mapped');
    const plain = stackOf('plain');
    expect(mapped.length).toBe(plain.length);
    // Without the mapping, the same frame names the bundle.
    expect(plain[1]).toMatch(new RegExp(`^    at refuse \\(${pathToFileURL(bundle).href}:\\d+:\\d+\\)$`));
    // The package's frame maps to its own file; Node.js's frames are left as they are.
    expect(mapped.some((line) => /node_modules\/shout\/index\.js:2:\d+\)$/.test(line))).toBe(true);
    const nodeFrames = (lines: string[]) => lines.filter((line) => line.includes('node:internal'));
    expect(nodeFrames(mapped)).toEqual(nodeFrames(plain));
    expect(nodeFrames(mapped).length).toBeGreaterThan(0);
  });

  it('leaves the stack as Node.js writes it when the map cannot be read', () => {
    rmSync(`${bundle}.map`);
    expect(stackOf('mapped')).toEqual(stackOf('plain'));
  });
});
