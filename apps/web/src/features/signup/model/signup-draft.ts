import type { TSignupForm } from '@portal/domain';

/** customer-area §9: the sign-up draft is saved after 1 s of inactivity. */
export const SIGNUP_DRAFT_DELAY_MS = 1000;
export const SIGNUP_DRAFT_KEY = 'portal.signup.draft';

/**
 * The fields a draft keeps: everything the form has. The form holds no password (that is set at
 * activation), and nothing password-like is ever stored: the draft is built from this list only,
 * so a field added to the form later is not saved until it is named here.
 */
const TEXT_FIELDS = ['nif', 'contract', 'email', 'email2', 'phone', 'invoiceNumber'] as const;
/** A draft text longer than any field accepts is not a draft of ours. */
const MAX_DRAFT_TEXT = 1024;

export type TSignupDraft = Partial<TSignupForm>;

/** What of the form's values goes into the draft. */
export function draftOf(values: Partial<Record<string, unknown>>): TSignupDraft {
  const draft: TSignupDraft = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    if (typeof value === 'string') draft[field] = value.slice(0, MAX_DRAFT_TEXT);
  }
  if (typeof values.acceptConditionsAndGdpr === 'boolean') draft.acceptConditionsAndGdpr = values.acceptConditionsAndGdpr;
  return draft;
}

/** The stored draft, read defensively: anything unexpected is dropped, a broken one is none. */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined): TSignupDraft {
  try {
    const text = storage?.getItem(SIGNUP_DRAFT_KEY);
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? draftOf(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface TDraftSaver {
  /** The form changed: save these values once the typing has paused for the delay. */
  schedule(values: Partial<Record<string, unknown>>): void;
  /** The sign-up succeeded: forget the draft, and any save still waiting. */
  clear(): void;
  /** The page goes away: a save still waiting is dropped. */
  cancel(): void;
}

export interface TTimers {
  setTimeout: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
}

/** A debounced writer of the draft: each change restarts the wait, the last values are saved. */
export function createDraftSaver(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  delayMs = SIGNUP_DRAFT_DELAY_MS,
  timers: TTimers = { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle) },
): TDraftSaver {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  return {
    schedule(values) {
      cancel();
      const draft = draftOf(values);
      pending = timers.setTimeout(() => {
        pending = undefined;
        try {
          storage?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draft));
        } catch {
          // Storage full or refused (private mode): the draft is a convenience, the form still works.
        }
      }, delayMs);
    },
    clear() {
      cancel();
      try {
        storage?.removeItem(SIGNUP_DRAFT_KEY);
      } catch {
        // As above.
      }
    },
    cancel,
  };
}

/** The browser's localStorage, or none where it is refused. */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
