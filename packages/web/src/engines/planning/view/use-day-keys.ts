import type { PlanningDay } from '@ossature/contract';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { dayAfterKey } from '../state/planning-layout';

/** The element of a day that takes the focus: its date button, marked with its date. */
const dayButton = (root: HTMLElement | null, date: string) => root?.querySelector<HTMLElement>(`[data-day="${date}"]`) ?? null;

/**
 * The days of a planning view (under `root`) as one tab stop (a roving tabindex): Tab reaches one day — the last one focused, else
 * today, else the first — and the arrows, Home and End move between them (`dayAfterKey`). An arrow past the span's
 * edge asks for the span holding the day (`onLeave`); the focus lands on that day once it is drawn.
 */
export function useDayKeys(root: RefObject<HTMLElement | null>, days: PlanningDay[], weeks: boolean, onLeave: (date: string) => void) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The day asked for beyond the span: focused when its span arrives (the previous one stays on screen until then).
  const arriving = useRef<string | null>(null);
  const active = days.some((day) => day.date === chosen) ? chosen : (days.find((day) => day.isToday) ?? days[0])?.date;
  useEffect(() => {
    const date = arriving.current;
    const element = root.current;
    if (date && days.some((day) => day.date === date)) {
      arriving.current = null;
      dayButton(element, date)?.focus();
    }
  }, [days, root]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only from a day's button: a card carried from the keyboard moves with the same arrows.
    const from = (event.target as HTMLElement).dataset.day;
    // A span asked for earlier and never drawn (its call failed) must not take the focus when visited later.
    arriving.current = null;
    const first = days[0]?.date;
    const last = days.at(-1)?.date;
    if (!from || !first || !last) return;
    const target = dayAfterKey(event.key, from, { first, last, weeks });
    if (!target) return;
    event.preventDefault();
    setChosen(target);
    if (target >= first && target <= last) dayButton(root.current, target)?.focus();
    else {
      arriving.current = target;
      onLeave(target);
    }
  };
  return {
    onKeyDown,
    /** The day's button is the view's tab stop, or reached by the arrows only. */
    tabIndexOf: (date: string) => (date === active ? 0 : -1),
    /** A day focused otherwise (a click) becomes the tab stop. */
    onFocus: (date: string) => setChosen(date),
  };
}
