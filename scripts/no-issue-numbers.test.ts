import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Code and docs say what a thing is and why, not which issue brought it: "(issue 10 §4)",
// "Issue 11 point 1:", "issue-12" or "(#12)" in a comment, a test title or a heading is history,
// which `git log` keeps. Spec references (customer-area §3) and links to docs/ are welcome.
const ISSUE_REFERENCE = /\bissues?[\s_-]*(?:no\.?\s*)?#?\d+|\(#[1-9]\d{0,4}\)/gi;

/** The issue references in a text, each with its line number. */
function issueReferences(text: string): { line: number; text: string }[] {
  return [...text.matchAll(ISSUE_REFERENCE)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    text: match[0],
  }));
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path.relative(root, fileURLToPath(import.meta.url));
// This file's samples, and a generated file.
const skipped = new Set([self, 'package-lock.json']);

/** Every tracked text file (a file with a NUL byte is binary). */
function trackedTexts(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && !skipped.has(file));
  return files.flatMap((file) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      return []; // deleted in the working tree, not yet in the index
    }
    return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
  });
}

describe('no issue numbers in code or docs', () => {
  it.each([
    ['(issue 10: no 500 for any input)', ['issue 10']],
    ['Issue 11 point 1: every mounted page', ['Issue 11']],
    ['issue 11 §4, issues 12 and 13', ['issue 11', 'issues 12']],
    ["issue 14's pages", ['issue 14']],
    ['see issue-10, issue #7, issue no. 3 and (#12)', ['issue-10', 'issue #7', 'issue no. 3', '(#12)']],
  ])('finds the references in %j', (sample, found) => {
    expect(issueReferences(sample).map((reference) => reference.text)).toEqual(found);
  });

  it.each([
    'customer-area §3 and visitor-and-shell §2.2',
    'docs/password-reset.md',
    'parsed.error.issues[0]?.message',
    'the issue date of an invoice; tokens.issue(identity)',
    'the brand teal (#008080), black (#000)',
  ])('lets %j through', (sample) => {
    expect(issueReferences(sample)).toEqual([]);
  });

  it('finds none in any tracked source file or doc', () => {
    const found = trackedTexts().flatMap(({ file, text }) =>
      issueReferences(text).map((reference) => `${file}:${reference.line}: ${reference.text}`),
    );
    expect(found).toEqual([]);
  });
});
