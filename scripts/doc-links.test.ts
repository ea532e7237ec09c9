import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs are the project's own: every relative link and anchor in docs/, README.md and
// ARCHITECTURE.md resolves inside the repository, and every docs/<name>.md a comment names exists,
// so a renamed or merged document cannot leave a reader at a dead end.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const tracked = (...paths: string[]) =>
  execFileSync('git', ['ls-files', '-z', '--', ...paths], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));

/** GitHub's heading anchors: lower case, punctuation but `-` and `_` dropped, spaces to `-`, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const text = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replaceAll('`', '')
      .toLowerCase();
    const slug = text.replace(/[^\p{L}\p{N}_\- ]/gu, '').replaceAll(' ', '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Fenced blocks out (their `#` lines are not headings, their brackets not links); inline code only where asked. */
function withoutCode(markdown: string, inline = false): string {
  const blocks = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return inline ? blocks.replace(/`[^`\n]*`/g, '') : blocks;
}

/** The relative links of a markdown file that lead nowhere: outside the repository, to no file, or to no heading. */
export function brokenLinks(file: string, markdown: string, exists: (abs: string) => boolean, anchorsOf: (abs: string) => Set<string>) {
  const broken: string[] = [];
  for (const match of withoutCode(markdown, true).matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = match[1] as string;
    if (/^[a-z]+:/i.test(link)) continue;
    const [target = '', anchor] = link.split('#');
    const abs = target ? path.resolve(path.dirname(path.join(root, file)), target) : path.join(root, file);
    if (!abs.startsWith(root + path.sep)) broken.push(`${file}: ${link} leaves the repository`);
    else if (!exists(abs)) broken.push(`${file}: ${link} names no file`);
    else if (anchor && (!abs.endsWith('.md') || !anchorsOf(abs).has(anchor))) broken.push(`${file}: ${link} names no heading`);
  }
  return broken;
}

describe('the docs lead somewhere', () => {
  it('finds a link outside the repository, to a missing file or to a missing heading', () => {
    const md = '# A title\n[ok](#a-title) [gone](#nothing) [out](../../elsewhere.md) [none](docs/none.md) `[code](x.md)`';
    const problems = brokenLinks('README.md', md, existsSync, () => headingAnchors(md));
    expect(problems).toEqual([
      'README.md: #nothing names no heading',
      'README.md: ../../elsewhere.md leaves the repository',
      'README.md: docs/none.md names no file',
    ]);
  });

  it('every relative link and anchor of the docs resolves inside the repository', () => {
    const cache = new Map<string, Set<string>>();
    const anchorsOf = (abs: string) => {
      if (!cache.has(abs)) cache.set(abs, headingAnchors(readFileSync(abs, 'utf8')));
      return cache.get(abs) as Set<string>;
    };
    const docs = tracked('docs', 'README.md', 'ARCHITECTURE.md').filter((file) => file.endsWith('.md'));
    expect(docs.flatMap((file) => brokenLinks(file, read(file), existsSync, anchorsOf))).toEqual([]);
  });

  it('every docs/<name>.md that code names exists', () => {
    const self = path.relative(root, fileURLToPath(import.meta.url)); // its samples name a missing doc on purpose
    const code = tracked('apps', 'packages', 'e2e', 'bench', 'scripts').filter((file) => file !== self);
    const missing = code.flatMap((file) =>
      [...read(file).matchAll(/\bdocs\/([a-z0-9-]+)\.md\b/g)]
        .map((match) => `docs/${match[1]}.md`)
        .filter((doc) => !existsSync(path.join(root, doc)))
        .map((doc) => `${file} names ${doc}`),
    );
    expect(missing).toEqual([]);
  });
});
