import { describe, expect, it } from 'vitest';
import { withEventLoopHeld } from './event-loop-held.ts';

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('withEventLoopHeld', () => {
  it('holds a timer while the work runs and none once it is done', async () => {
    const before = timers();
    const during = await withEventLoopHeld(async () => {
      await Promise.resolve();
      return timers();
    });
    expect(during).toBe(before + 1);
    expect(timers()).toBe(before);
  });

  it('lets the timer go when the work fails, and passes the failure on', async () => {
    const before = timers();
    await expect(
      withEventLoopHeld(async () => {
        throw new Error('the database refused');
      }),
    ).rejects.toThrow('the database refused');
    expect(timers()).toBe(before);
  });
});
