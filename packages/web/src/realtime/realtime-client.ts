import { REALTIME_MESSAGE_TYPES, type RealtimeEvent, type RealtimeMessageType, type RealtimeTicket } from '@ossature/contract';
import { apiRequest, onUnauthenticated } from '../api/api-client';

type Listener = (event: RealtimeEvent) => void;

/** After a stream drops (or its ticket ran out), a new one is opened this long after. */
const REOPEN_MS = 3000;

const listeners = new Map<RealtimeMessageType, Set<Listener>>();
const openListeners = new Set<() => void>();
let source: EventSource | null = null;
let opening = false;
let reopen: ReturnType<typeof setTimeout> | null = null;
/** The last event heard: a new stream resumes after it (the server replays what was missed). */
let lastEventId = '';

const listening = () => [...listeners.values()].some((set) => set.size > 0);

function close(): void {
  source?.close();
  source = null;
  if (reopen) clearTimeout(reopen);
  reopen = null;
}

/**
 * One stream per tab, open while something listens (SPEC §7 'Real-time stream'). An EventSource cannot send the
 * bearer header: the stream is opened with a short-lived ticket asked for first, and opened again with a new ticket
 * (and the last event's id, to get what was missed) whenever it closes.
 */
async function open(): Promise<void> {
  if (source || opening || !listening()) return;
  opening = true;
  try {
    const { ticket } = await apiRequest<RealtimeTicket>('POST', '/api-internal/realtime/ticket');
    if (!listening()) return;
    const query = new URLSearchParams({ ticket, ...(lastEventId ? { last_event_id: lastEventId } : {}) });
    const stream = new EventSource(`/api-internal/realtime/stream?${query}`);
    for (const type of REALTIME_MESSAGE_TYPES) {
      stream.addEventListener(type, (message) => {
        lastEventId = message.lastEventId;
        const event = JSON.parse(message.data) as RealtimeEvent;
        for (const listener of listeners.get(type) ?? []) listener(event);
      });
    }
    // Whatever happened before this stream opened (since the tab first read its counts, or while it was away and the
    // server kept too little to replay it) is not in it: those who keep counts read them again.
    stream.addEventListener('open', () => {
      for (const listener of openListeners) listener();
    });
    // A dropped connection within the ticket's minute reconnects by itself; past it, or refused, the stream closes.
    stream.addEventListener('error', () => {
      if (stream.readyState !== EventSource.CLOSED) return;
      source = null;
      scheduleOpen();
    });
    source = stream;
  } catch {
    // No ticket (the server is away): try again later; a session that ended stops everything (below).
    scheduleOpen();
  } finally {
    opening = false;
  }
}

function scheduleOpen(): void {
  if (reopen || !listening()) return;
  reopen = setTimeout(() => {
    reopen = null;
    void open();
  }, REOPEN_MS);
}

onUnauthenticated(() => {
  lastEventId = '';
  close();
});

/** Hears the events of one type until the returned function is called; the stream closes when nobody listens. */
export function listenRealtime(type: RealtimeMessageType, listener: Listener): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(type, set);
  void open();
  return () => {
    set.delete(listener);
    if (!listening()) close();
  };
}

/** Told each time the tab's stream opens or reopens (it does not open one itself); until the returned function is called. */
export function onRealtimeOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}
