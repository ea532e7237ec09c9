import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: the tariff list is asked for the power typed, not for each keystroke. */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
