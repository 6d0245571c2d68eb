import { useEffect, useState } from 'react';
import type { Picked } from './date-values';

interface Draft {
  /** The form value the draft was built from: when the form's value changes (a reload, a save), the draft follows. */
  source: unknown;
  date: Date | null;
  message: string | undefined;
}

/**
 * What a picker shows can differ from the form's value: a date being typed (incomplete, impossible, too old) stays
 * in the field with its message, while the form keeps its last complete date.
 */
export function usePickerDraft(
  value: unknown,
  toDate: (value: unknown) => Date | null,
  onChange: (value: unknown) => void,
  onInvalid?: (message: string | null) => void,
) {
  const [draft, setDraft] = useState<Draft>(() => ({ source: value, date: toDate(value), message: undefined }));
  let current = draft;
  if (draft.source !== value) {
    // React's "adjust state when a prop changes" pattern: no effect, no render with a stale date.
    current = { source: value, date: toDate(value), message: undefined };
    setDraft(current);
  }
  const pick = (date: Date | null, picked: Picked) => {
    if ('message' in picked) {
      setDraft({ source: value, date, message: picked.message });
    } else {
      setDraft({ source: picked.value, date, message: undefined });
      if (picked.value !== value) onChange(picked.value);
    }
  };
  // The form must not be saved while the field shows a message it never received (SPEC §5 'Date invalide').
  const shown = current.message ?? null;
  useEffect(() => {
    onInvalid?.(shown);
    return () => onInvalid?.(null);
  }, [shown, onInvalid]);
  return { date: current.date, message: current.message, pick };
}
