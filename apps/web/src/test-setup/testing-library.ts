import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetFirstPageQueries } from '../shared/api/first-page-query.ts';

// findBy… and waitFor give up after 1 s by default; on a busy two-core CI machine a lazily
// rendered MUI dialog can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// The shell's calls keep their answers in a module of their own (shared/api/first-page-query.ts),
// outside any test's query client: each test starts without them.
afterEach(() => resetFirstPageQueries());
