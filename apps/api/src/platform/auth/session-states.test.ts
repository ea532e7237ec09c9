import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../../db/session-repo.ts';
import { SessionStates } from './session-states.ts';

const row = (over: Partial<SessionRow> = {}): SessionRow => ({
  id: 'A'.repeat(22),
  userId: 1,
  readonly: false,
  generation: 1,
  issuedAt: 100,
  createdAt: 100,
  expiresAt: 1000,
  revoked: false,
  ...over,
});

/** A database whose answers the test releases by hand. */
function slowDatabase() {
  const pending: ((value: SessionRow | undefined) => void)[] = [];
  let reads = 0;
  return {
    read: (_id: string) =>
      new Promise<SessionRow | undefined>((resolve) => {
        reads++;
        pending.push(resolve);
      }),
    answer: (value: SessionRow | undefined) => pending.shift()!(value),
    reads: () => reads,
  };
}

describe('SessionStates', () => {
  it('reads a session once, then answers from memory until it is older than asked', async () => {
    let now = 0;
    const db = slowDatabase();
    const states = new SessionStates(db.read, () => now);
    const first = states.get(row().id, 1000);
    const second = states.get(row().id, 1000);
    db.answer(row());
    expect(await first).toEqual(row());
    expect(await second).toEqual(row());
    expect(db.reads()).toBe(1);
    now = 999;
    expect(await states.get(row().id, 1000)).toEqual(row());
    expect(db.reads()).toBe(1);
    now = 1000;
    const again = states.get(row().id, 1000);
    db.answer(row({ revoked: true }));
    expect((await again)?.revoked).toBe(true);
  });

  it('does not keep a read that a change overtook: the revocation stands', async () => {
    const db = slowDatabase();
    const states = new SessionStates(db.read);
    const stale = states.get(row().id, 60_000);
    states.put(row({ revoked: true }));
    db.answer(row());
    await stale;
    expect((await states.get(row().id, 60_000))?.revoked).toBe(true);
    expect(db.reads()).toBe(1);
  });

  it('reads again after another instance said the session changed, and after messages may have been lost', async () => {
    const db = slowDatabase();
    const states = new SessionStates(db.read);
    states.put(row());
    states.forget(row().id);
    const afterForget = states.get(row().id, 60_000);
    db.answer(row({ generation: 2 }));
    expect((await afterForget)?.generation).toBe(2);
    states.forgetAll();
    const afterGap = states.get(row().id, 60_000);
    db.answer(row({ revoked: true }));
    expect((await afterGap)?.revoked).toBe(true);
    expect(db.reads()).toBe(2);
  });
});
