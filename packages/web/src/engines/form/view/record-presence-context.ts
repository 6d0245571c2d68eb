import type { RecordViewer } from '@ossature/contract';
import { createContext, useContext } from 'react';
import type { RecordPresenceState } from './use-record-presence';

/** Outside a saved record's screen (a new record, a dialog, a glance from a list) nobody else is there to tell. */
const NOBODY: RecordPresenceState = { viewers: [], setEditing: () => undefined };

export const RecordPresenceContext = createContext<RecordPresenceState>(NOBODY);

/** A rich-text field's side of presence: who else writes in it now, and how its focus is told to the others. */
export interface FieldEditing {
  /** The others whose focus is in this field. */
  others: RecordViewer[];
  onFocusIn(): void;
  onFocusOut(): void;
}

/**
 * `field` of the record as this screen's presence sees it. Only the record's own fields take part (`shared`): a row's
 * field of the same name is another text.
 */
export function useFieldEditing(field: string, shared: boolean): FieldEditing {
  const { viewers, setEditing } = useContext(RecordPresenceContext);
  return {
    others: shared ? viewers.filter((viewer) => viewer.editing === field) : [],
    onFocusIn: () => {
      if (shared) setEditing(field);
    },
    onFocusOut: () => {
      if (shared) setEditing(null);
    },
  };
}
