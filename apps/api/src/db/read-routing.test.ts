import { describe, expect, it } from 'vitest';
import { lsnOf, replicaStateOf } from './read-routing.ts';

describe('lsnOf', () => {
  it('reads the high and low 32 bits of an LSN, so that positions compare as numbers', () => {
    expect(lsnOf('0/0')).toBe(0n);
    expect(lsnOf('0/16B3748')).toBe(0x16b3748n);
    expect(lsnOf('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnOf('1/0') > lsnOf('0/FFFFFFFF')).toBe(true);
    expect(lsnOf('a/ff')).toBe(lsnOf('A/FF'));
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '0/', '/1', '1/2/3', 'G/1', '123456789/0']) expect(() => lsnOf(text)).toThrow(/not an LSN/);
  });
});

describe('replicaStateOf', () => {
  const caughtUp = { standby: true, replay: '0/3000000', pending: false, receiving: true, idle_seconds: 2 };

  it('a standby that receives and keeps up is streaming, at its replay position', () => {
    expect(replicaStateOf(caughtUp, 30)).toEqual({ state: 'streaming', replay: 0x3000000n });
  });

  it('an idle primary is no lag: the last replayed commit may be old when nothing waits to be replayed', () => {
    expect(replicaStateOf({ ...caughtUp, idle_seconds: 3600 }, 30).state).toBe('streaming');
    expect(replicaStateOf({ ...caughtUp, idle_seconds: null }, 30).state).toBe('streaming');
  });

  it('is behind when WAL waits to be replayed, or none arrives, past the allowed lag', () => {
    expect(replicaStateOf({ ...caughtUp, pending: true, idle_seconds: 31 }, 30).state).toBe('behind');
    expect(replicaStateOf({ ...caughtUp, receiving: false, idle_seconds: 31 }, 30).state).toBe('behind');
    // Within the allowed lag, a replica paused or reconnecting still serves.
    expect(replicaStateOf({ ...caughtUp, pending: true, idle_seconds: 29 }, 30).state).toBe('streaming');
    expect(replicaStateOf({ ...caughtUp, receiving: false, idle_seconds: 5 }, 30).state).toBe('streaming');
  });

  it('a server that is not in recovery is no replica (a promoted standby, or the primary by mistake)', () => {
    expect(replicaStateOf({ ...caughtUp, standby: false, replay: null }, 30)).toEqual({ state: 'not_a_replica', replay: 0n });
  });
});
