import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ApiError } from '../http/errors.ts';

/** How long an upload may hold the gate across instances if its instance dies before letting go. */
export const UPLOAD_GATE_TTL_MS = 10 * 60 * 1000;
/** What a refused upload is told to wait, in seconds: a maximal upload takes a few seconds on a good line. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

const KEY_PREFIX = 'portal-upload-';
// Deletes the key only if it still holds our token: after an expiry another upload may hold it.
const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface UploadGateLog {
  warn(details: object, message: string): void;
}

/**
 * Whose uploads a gate holds: a customer (by id), a visitor's client address for the
 * anonymous contact form (`address:<ip>`, from uploaderAddress), or a staff account replying
 * with files (`staff:<id>`, from staffUploader). One gate, one rule, for all.
 */
export type UploadOwner = number | `address:${string}` | `staff:${number}`;

/** The owner of a visitor's upload: its client address. */
export const uploaderAddress = (ip: string): UploadOwner => `address:${ip}`;

/** The owner of a staff account's upload: the account. */
export const staffUploader = (staffId: number): UploadOwner => `staff:${staffId}`;

/**
 * At most one upload request per owner in flight (a customer, or a visitor's
 * address): a second one is refused with 429 upload_in_progress before its body is read, so one
 * customer or one address cannot fill the disk, the database and the memory of the process with
 * concurrent uploads. In memory per instance;
 * with Redis, also a key (SET NX PX) that every instance sees. An unreachable Redis degrades
 * to the instance's own gate (as the rate limits do): protection lessens, uploads still work.
 */
export class UploadGate {
  private readonly local = new Set<string>();

  constructor(
    private readonly redis?: Redis,
    private readonly log?: UploadGateLog,
    private readonly ttlMs: number = UPLOAD_GATE_TTL_MS,
  ) {}

  /** Runs `work` holding the owner's gate, released whatever happens; 429 when it is held. */
  async hold<T>(owner: UploadOwner, work: () => Promise<T>): Promise<T> {
    const key = `${KEY_PREFIX}${owner}`;
    if (this.local.has(key)) throw uploadInProgress();
    this.local.add(key);
    try {
      const token = await this.takeShared(key);
      try {
        return await work();
      } finally {
        if (token) await this.releaseShared(key, token);
      }
    } finally {
      this.local.delete(key);
    }
  }

  /** The shared key's token, or undefined without Redis (or when it cannot be reached). */
  private async takeShared(key: string): Promise<string | undefined> {
    if (!this.redis) return undefined;
    const token = randomUUID();
    let answer: string | null;
    try {
      answer = await this.redis.set(key, token, 'PX', this.ttlMs, 'NX');
    } catch (error) {
      this.log?.warn({ err: error }, 'upload gate: Redis unreachable, this instance’s gate only');
      return undefined;
    }
    if (answer !== 'OK') throw uploadInProgress();
    return token;
  }

  private async releaseShared(key: string, token: string): Promise<void> {
    try {
      await this.redis?.eval(RELEASE_SCRIPT, 1, key, token);
    } catch (error) {
      // The key expires on its own (ttlMs): the customer waits at worst that long.
      this.log?.warn({ err: error }, 'upload gate: release failed, the key will expire');
    }
  }
}

function uploadInProgress(): ApiError {
  return new ApiError(429, 'upload_in_progress', 'upload_in_progress', {
    headers: { 'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS) },
  });
}
