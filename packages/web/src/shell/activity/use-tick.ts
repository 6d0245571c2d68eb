import { useEffect, useState } from 'react';

/** The browser's clock, read again every second while `ticking` (SPEC §4: the active activity's time ticks each second). */
export function useTick(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
