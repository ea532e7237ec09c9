import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from './test-database.ts';

// The run's seeded template holds demo data counted from the day it was seeded on; a test file
// that starts on the next day in Madrid (a run across midnight) must not get it, or its readings
// end a day before the tests expect. The clock is set to each day, since this file itself may run
// after midnight.
describe('openTestDatabase({ seeded: true })', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies the run’s template on the day it was seeded, and not on the next', async () => {
    const { seededOn } = inject('seededTemplate');
    // Noon in Madrid (10:00 or 11:00 UTC) of the seeded day, then of the day after.
    const noon = Date.parse(`${seededOn}T10:30:00Z`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon);
    const onTheDay = await openTestDatabase({ seeded: true });
    expect(onTheDay).toBeDefined();
    await onTheDay?.close();
    vi.setSystemTime(noon + 86_400_000);
    expect(await openTestDatabase({ seeded: true })).toBeUndefined();
  });
});
