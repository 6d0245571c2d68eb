import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place through a moment the page is made inert (a save's veil): the element that had the focus
 * when `busy` began gets it back when it ends, if it is still there and the focus went nowhere else meanwhile.
 */
export function useFocusKeptThrough(busy: boolean): void {
  const focused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) {
      focused.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const element = focused.current;
    focused.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && lost) element.focus();
  }, [busy]);
}
