import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; on a busy two-core CI machine a lazily
// rendered MUI dialog can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });
