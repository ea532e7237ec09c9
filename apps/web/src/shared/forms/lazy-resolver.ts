import type { FieldValues, Resolver } from 'react-hook-form';

export type TLazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A form resolver whose code loads on first use. The schemas come from packages/domain and
 * carry zod with them; the login page loads it when the user starts typing (preload on focus)
 * or submits, not with the page itself, which keeps the first page within its size budget.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): TLazyResolver<T> {
  let pending: Promise<Resolver<T>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      // A failed chunk load (network) is tried again on the next use.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      get().catch(() => undefined);
    },
  });
}
