import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSaver, draftOf, readDraft, SIGNUP_DRAFT_DELAY_MS, SIGNUP_DRAFT_KEY } from './signup-draft.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the sign-up draft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is saved once, 1 s after the last change, with the last values', () => {
    const storage = memoryStorage();
    const saver = createDraftSaver(storage);
    saver.schedule({ nif: '1' });
    vi.advanceTimersByTime(SIGNUP_DRAFT_DELAY_MS - 1);
    saver.schedule({ nif: '12' });
    vi.advanceTimersByTime(SIGNUP_DRAFT_DELAY_MS - 1);
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.items.get(SIGNUP_DRAFT_KEY) ?? '{}')).toEqual({ nif: '12' });
  });

  it('keeps the form’s fields only, never anything password-like', () => {
    expect(
      draftOf({
        nif: '12345678Z',
        contract: '0001001',
        email: 'a@b.example',
        email2: 'a@b.example',
        phone: '+34 612',
        invoiceNumber: 'F1',
        acceptConditionsAndGdpr: true,
        password: 'Secret-1',
        repeat: 'Secret-1',
        token: 'abc',
      }),
    ).toEqual({
      nif: '12345678Z',
      contract: '0001001',
      email: 'a@b.example',
      email2: 'a@b.example',
      phone: '+34 612',
      invoiceNumber: 'F1',
      acceptConditionsAndGdpr: true,
    });
  });

  it('reads back what it saved and ignores a broken or foreign draft', () => {
    const storage = memoryStorage();
    const saver = createDraftSaver(storage);
    saver.schedule({ nif: 'ES12345678Z', email: 'a@b.example', password: 'x' });
    vi.runAllTimers();
    expect(readDraft(storage)).toEqual({ nif: 'ES12345678Z', email: 'a@b.example' });
    storage.items.set(SIGNUP_DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toEqual({});
    storage.items.set(SIGNUP_DRAFT_KEY, JSON.stringify({ nif: 42, contract: 'C', acceptConditionsAndGdpr: 'yes' }));
    expect(readDraft(storage)).toEqual({ contract: 'C' });
    expect(readDraft(undefined)).toEqual({});
  });

  it('is forgotten on clear, with any save still waiting', () => {
    const storage = memoryStorage();
    const saver = createDraftSaver(storage);
    saver.schedule({ nif: '1' });
    vi.runAllTimers();
    saver.schedule({ nif: '12' });
    saver.clear();
    vi.runAllTimers();
    expect(storage.items.has(SIGNUP_DRAFT_KEY)).toBe(false);
  });

  it('drops a waiting save on cancel, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    const saver = createDraftSaver(storage);
    saver.schedule({ nif: '1' });
    saver.cancel();
    vi.runAllTimers();
    expect(storage.setItem).not.toHaveBeenCalled();
    const full = createDraftSaver({
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    full.schedule({ nif: '1' });
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(() => full.clear()).not.toThrow();
  });
});
