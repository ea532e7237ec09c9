import type { SessionRow } from '../../db/session-repo.ts';

// About 150 bytes each: the state of 50 000 sessions in under 8 MB.
const STATES_KEPT = 50_000;

interface Entry {
  row: SessionRow;
  /** When it was read from the database or written by this instance (ms). */
  at: number;
}

/**
 * What this instance knows of each session, so that checking a token costs no query. It is kept
 * current three ways: this instance's own changes are written here as soon as the database has
 * them (`put`); other instances' changes arrive through Redis and drop the entry (`forget`), so
 * the next request reads the database; and an entry older than `maxAgeMs` is read again, which
 * bounds how stale it can be if a message was lost. A session it does not know, after a start or
 * when evicted, is read from the database: the database is the truth.
 */
export class SessionStates {
  private readonly entries = new Map<string, Entry>();
  /** One read per session at a time; a `put` or `forget` meanwhile makes its answer too old to keep. */
  private readonly reading = new Map<string, Promise<SessionRow | undefined>>();

  constructor(
    private readonly read: (id: string) => Promise<SessionRow | undefined>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The session's state, read again when older than `maxAgeMs` (0: always read). */
  async get(id: string, maxAgeMs: number): Promise<SessionRow | undefined> {
    const entry = this.entries.get(id);
    if (entry && this.clock() - entry.at < maxAgeMs) return entry.row;
    return this.load(id);
  }

  /** Reads the database now, whatever is known. */
  load(id: string): Promise<SessionRow | undefined> {
    const pending = this.reading.get(id);
    if (pending) return pending;
    const at = this.clock();
    const reading: Promise<SessionRow | undefined> = this.read(id).then(
      (row) => {
        // Kept only when nothing changed the session while it was being read.
        const current = this.reading.get(id) === reading;
        if (current) this.reading.delete(id);
        if (row && current) this.keep(id, { row, at });
        return row;
      },
      (error: unknown) => {
        if (this.reading.get(id) === reading) this.reading.delete(id);
        throw error;
      },
    );
    this.reading.set(id, reading);
    return reading;
  }

  /** A change this instance made and the database has. */
  put(row: SessionRow): void {
    this.reading.delete(row.id);
    this.keep(row.id, { row, at: this.clock() });
  }

  /** Another instance changed the session: read it again when next needed. */
  forget(id: string): void {
    this.reading.delete(id);
    this.entries.delete(id);
  }

  /** Messages may have been missed (Redis was away): read every session again. */
  forgetAll(): void {
    this.reading.clear();
    this.entries.clear();
  }

  private keep(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > STATES_KEPT) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
