import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms; the first one at once. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [settled, value, delay]);
  return settled;
}
