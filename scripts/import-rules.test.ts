import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules of `npm run lint` must stop a change that breaks them. Each case writes a tiny
// tree that breaks one rule (and one that keeps it), then runs the real configuration on it.
const require = createRequire(import.meta.url);
const config: IConfiguration = require('../.dependency-cruiser.cjs');

let root: string;

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(root, 'case-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

/** The names of the rules the tree breaks. */
async function broken(files: Record<string, string>): Promise<string[]> {
  const dir = await tree(files);
  const roots = [...new Set(Object.keys(files).map((file) => file.split('/')[0] as string))];
  const result = await cruise(roots, {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return [...new Set(result.output.summary.violations.map((v) => v.rule.name))].sort();
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'import-rules-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const CASES: Array<[rule: string, breaking: Record<string, string>, keeping: Record<string, string>]> = [
  [
    'web-feature-imports-no-other-feature',
    {
      'apps/web/src/features/a/x.ts': "import { y } from '../b/y.ts';\nexport const x = y;\n",
      'apps/web/src/features/b/y.ts': 'export const y = 1;\n',
    },
    {
      'apps/web/src/features/a/x.ts': "import { y } from './y.ts';\nexport const x = y;\n",
      'apps/web/src/features/a/y.ts': 'export const y = 1;\n',
    },
  ],
  [
    'web-shared-knows-no-feature',
    {
      'apps/web/src/shared/s.ts': "import { y } from '../features/b/y.ts';\nexport const s = y;\n",
      'apps/web/src/features/b/y.ts': 'export const y = 1;\n',
    },
    {
      'apps/web/src/features/b/y.ts': "import { s } from '../../shared/s.ts';\nexport const y = s;\n",
      'apps/web/src/shared/s.ts': 'export const s = 1;\n',
    },
  ],
  [
    'web-app-uses-feature-entry',
    {
      'apps/web/src/app/a.ts': "import { y } from '../features/b/components/y.ts';\nexport const a = y;\n",
      'apps/web/src/features/b/components/y.ts': 'export const y = 1;\n',
    },
    {
      'apps/web/src/app/a.ts': "import { y } from '../features/b/index.ts';\nexport const a = y;\n",
      'apps/web/src/features/b/index.ts': "export { y } from './components/y.ts';\n",
      'apps/web/src/features/b/components/y.ts': 'export const y = 1;\n',
    },
  ],
  [
    'web-app-loads-feature-pages-lazily',
    {
      'apps/web/src/app/a.ts': "export const a = () => import('../features/b/components/y.ts');\n",
      'apps/web/src/features/b/components/y.ts': 'export const y = 1;\n',
    },
    {
      'apps/web/src/app/a.ts': "export const a = () => import('../features/b/pages/b-page.tsx');\n",
      'apps/web/src/features/b/pages/b-page.tsx': 'export default function BPage() {\n  return null;\n}\n',
    },
  ],
  [
    'api-module-uses-public-entry',
    {
      'apps/api/src/modules/a/service.ts': "import { R } from '../b/repo.ts';\nexport const s = R;\n",
      'apps/api/src/modules/b/repo.ts': 'export const R = 1;\n',
    },
    {
      'apps/api/src/modules/a/service.ts': "import { R } from '../b/index.ts';\nexport const s = R;\n",
      'apps/api/src/modules/b/index.ts': 'export const R = 1;\n',
    },
  ],
  [
    'api-platform-and-db-know-no-module',
    {
      'apps/api/src/db/x.ts': "import { s } from '../seed/index.ts';\nexport const x = s;\n",
      'apps/api/src/seed/index.ts': 'export const s = 1;\n',
    },
    {
      'apps/api/src/seed/index.ts': "import { x } from '../db/x.ts';\nexport const s = x;\n",
      'apps/api/src/db/x.ts': 'export const x = 1;\n',
    },
  ],
  [
    'api-db-imports-no-platform',
    {
      'apps/api/src/db/x.ts': "import { p } from '../platform/p.ts';\nexport const x = p;\n",
      'apps/api/src/platform/p.ts': 'export const p = 1;\n',
    },
    {
      'apps/api/src/platform/p.ts': "import { x } from '../db/x.ts';\nexport const p = x;\n",
      'apps/api/src/db/x.ts': 'export const x = 1;\n',
    },
  ],
  [
    'domain-does-no-io',
    { 'packages/domain/src/x.ts': "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n" },
    {
      'packages/domain/src/x.ts': "import { y } from './y.ts';\nexport const x = y;\n",
      'packages/domain/src/y.ts': 'export const y = 1;\n',
    },
  ],
  [
    'domain-imports-no-app',
    {
      'packages/domain/src/x.ts': "import { y } from '../../../apps/api/src/y.ts';\nexport const x = y;\n",
      'apps/api/src/y.ts': 'export const y = 1;\n',
    },
    {
      'apps/api/src/y.ts': "import { x } from '../../../packages/domain/src/x.ts';\nexport const y = x;\n",
      'packages/domain/src/x.ts': 'export const x = 1;\n',
    },
  ],
  [
    'production-code-imports-no-test-code',
    {
      'apps/api/src/modules/a/service.ts': "import { f } from '../../test/fake.ts';\nexport const s = f;\n",
      'apps/api/src/test/fake.ts': 'export const f = 1;\n',
    },
    {
      'apps/api/src/modules/a/service.test.ts': "import { f } from '../../test/fake.ts';\nexport const s = f;\n",
      'apps/api/src/test/fake.ts': 'export const f = 1;\n',
    },
  ],
  [
    'no-import-cycles',
    {
      'apps/api/src/platform/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'apps/api/src/platform/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    },
    {
      'apps/api/src/platform/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'apps/api/src/platform/b.ts': 'export const b = 1;\n',
    },
  ],
];

describe('the rules of the house stop what breaks them (npm run lint)', () => {
  it.each(CASES)(
    '%s',
    async (rule, breaking, keeping) => {
      expect(await broken(breaking)).toEqual([rule]);
      expect(await broken(keeping)).toEqual([]);
    },
    60_000,
  );
});
