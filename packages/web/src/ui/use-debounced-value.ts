import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms; the first one at once, and any value `immediate` accepts (an
 * emptied search: nothing to wait for, and the previous search must not come back meanwhile).
 */
export function useDebouncedValue<T>(value: T, delay: number, immediate?: (value: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const now = immediate?.(value) === true;
  // Settled during this render (React's way to adjust state to a prop): the next value typed waits from here.
  if (now && !Object.is(settled, value)) setSettled(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [settled, value, delay]);
  return now ? value : settled;
}
