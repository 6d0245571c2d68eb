import { PRESENCE_HEARTBEAT_SECONDS, type PresenceRequest, type PresenceUpdatedPayload, type RecordPresence, type RecordViewer } from '@ossature/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest } from '../../../api/api-client';
import { tokenStore } from '../../../api/token-store';
import { useUser } from '../../../auth/user-context';
import { useRealtimeEvent } from '../../../realtime/use-realtime-event';

const TAB_KEY = 'ossature.presence.tab';
const NO_VIEWERS: RecordViewer[] = [];

/**
 * This tab's id for presence, kept for the tab's life (a reload keeps it: its new 'here' takes the old row's place).
 * Random bytes rather than randomUUID, which a page served over plain http does not have.
 */
function tabId(): string {
  let id = sessionStorage.getItem(TAB_KEY);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    sessionStorage.setItem(TAB_KEY, id);
  }
  return id;
}

/**
 * 'gone' as a page that goes away can still send it: apiRequest's fetch would be cancelled with the page, a keepalive
 * one is not (and a beacon cannot carry the bearer header). Nothing to do with its answer.
 */
function sendGone(form: string, id: number): void {
  const token = tokenStore.get();
  const body: PresenceRequest = { form, id, tab: tabId(), state: 'gone' };
  void fetch('/api-internal/presence', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

interface Seen {
  /** Which record the viewers are on: those of a record left are not shown on the next one. */
  record: string;
  viewers: RecordViewer[];
}

/** The others on the record, and how this tab says which rich-text field its focus is in. */
export interface RecordPresenceState {
  viewers: RecordViewer[];
  /** The focus entered a rich-text field of the record (its name), or left it (null): the others are told at once. */
  setEditing(field: string | null): void;
}

/**
 * The other users who have the record open now (beyond the spec, issue 14 item 7). While the screen shows a saved
 * record, this tab says it is there on opening, every PRESENCE_HEARTBEAT_SECONDS and when it comes back into view,
 * and that it is gone when the screen closes or the page goes away; arrivals and departures of others come live.
 * Each word carries the rich-text field this tab's focus is in (SPEC §2 'Editor: focus notifies the server'); a focus
 * entering or leaving one is said at once rather than at the next beat. Presence is a courtesy: a call that fails
 * changes nothing on the screen.
 */
export function useRecordPresence(form: string, identifier: number | null): RecordPresenceState {
  const user = useUser();
  const record = identifier === null ? null : `${form}/${identifier}`;
  const [seen, setSeen] = useState<Seen>({ record: '', viewers: [] });
  const editing = useRef<string | null>(null);
  /** Says this tab is there now; set while a record is shown. */
  const beatNow = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (identifier === null) return;
    const key = `${form}/${identifier}`;
    let active = true;
    editing.current = null;
    const send = async () => {
      try {
        const answer = await apiRequest<RecordPresence>('POST', '/api-internal/presence', {
          body: { form, id: identifier, tab: tabId(), state: 'here', editing: editing.current },
        });
        if (active) setSeen({ record: key, viewers: answer.viewers });
      } catch {
        // The next beat tries again.
      }
    };
    // One call at a time, in order: a focus leaving the editor must not be overtaken by the call saying it entered.
    let calls = Promise.resolve();
    const beat = () => (calls = calls.then(send));
    beatNow.current = () => void beat();
    const leave = () => sendGone(form, identifier);
    // Back from the back-forward cache, or from a background tab whose timers the browser slowed down.
    const comeBack = () => {
      if (document.visibilityState === 'visible') void beat();
    };
    void beat();
    const heartbeat = setInterval(() => void beat(), PRESENCE_HEARTBEAT_SECONDS * 1000);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', comeBack);
    document.addEventListener('visibilitychange', comeBack);
    return () => {
      active = false;
      beatNow.current = null;
      clearInterval(heartbeat);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', comeBack);
      document.removeEventListener('visibilitychange', comeBack);
      leave();
    };
  }, [form, identifier]);

  useRealtimeEvent('PRESENCE_UPDATED', (event) => {
    const payload = event.payload as unknown as PresenceUpdatedPayload;
    if (`${payload.form}/${payload.id}` !== record) return;
    setSeen({ record, viewers: payload.viewers.filter((viewer) => viewer.username !== user.username) });
  });

  const setEditing = useCallback((field: string | null) => {
    if (editing.current === field) return;
    editing.current = field;
    beatNow.current?.();
  }, []);

  const viewers = seen.record === record ? seen.viewers : NO_VIEWERS;
  return useMemo(() => ({ viewers, setEditing }), [viewers, setEditing]);
}
