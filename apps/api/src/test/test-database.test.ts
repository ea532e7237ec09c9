import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from './test-database.ts';

// The run's seeded template holds demo data counted from the day it was seeded on; a test file
// that starts on the next day in Madrid (a run across midnight) must not get it, or its readings
// end a day before the tests expect.
describe('openTestDatabase({ seeded: true })', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies the run’s template on the day it was seeded, and not on the next', async () => {
    const today = await openTestDatabase({ seeded: true });
    expect(today).toBeDefined();
    await today?.close();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    expect(await openTestDatabase({ seeded: true })).toBeUndefined();
  });
});
