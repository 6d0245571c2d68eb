import type { RealtimeEvent } from '@ossature/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../src/api/token-store';
import { listenRealtime, onRealtimeOpen } from '../src/realtime/realtime-client';

/** A stand-in for the browser's EventSource: the test opens, feeds and drops it as a server would. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private readonly handlers = new Map<string, ((message: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, handler: (message: MessageEvent) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(event: RealtimeEvent) {
    for (const handler of this.handlers.get(event.type) ?? []) handler(new MessageEvent(event.type, { data: JSON.stringify(event), lastEventId: event.id }));
  }

  /** The connection is established (first time or again). */
  connect() {
    for (const handler of this.handlers.get('open') ?? []) handler(new MessageEvent('open'));
  }

  /** The server refused or the connection ended for good. */
  drop() {
    this.readyState = FakeEventSource.CLOSED;
    for (const handler of this.handlers.get('error') ?? []) handler(new MessageEvent('error'));
  }
}

const event = (id: string, count: number): RealtimeEvent => ({ id, type: 'UPDATE_TASK_COUNTER', to: null, at: '2026-11-25T10:00:00.000Z', payload: { count } });
let tickets = 0;

beforeEach(() => {
  vi.useFakeTimers();
  tokenStore.set('token');
  FakeEventSource.opened = [];
  tickets = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      tickets += 1;
      return new Response(JSON.stringify({ ticket: `ticket-${tickets}`, expires_in: 60 }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the realtime stream of a tab', () => {
  it('opens with a ticket when something listens, hands each listener its type, and closes when nobody listens', async () => {
    const heard: unknown[] = [];
    const stop = listenRealtime('UPDATE_TASK_COUNTER', (received) => heard.push(received.payload));
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api-internal/realtime/stream?ticket=ticket-1');
    stream.emit(event('e1', 1));
    expect(heard).toEqual([{ count: 1 }]);
    stop();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reopens a dropped stream with a new ticket, after the last event heard', async () => {
    const heard: unknown[] = [];
    const stop = listenRealtime('UPDATE_TASK_COUNTER', (received) => heard.push(received.payload));
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit(event('e7', 7));
    FakeEventSource.opened[0]!.drop();
    // Not at once: a server that is away is not asked in a loop.
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1]!.url).toBe('/api-internal/realtime/stream?ticket=ticket-2&last_event_id=e7');
    FakeEventSource.opened[1]!.emit(event('e8', 8));
    expect(heard).toEqual([{ count: 7 }, { count: 8 }]);
    stop();
  });

  it('tells who keeps counts each time a stream opens, the first time and after a drop, and no longer once they stop listening', async () => {
    let opens = 0;
    const stopOpens = onRealtimeOpen(() => (opens += 1));
    const stop = listenRealtime('UPDATE_TASK_COUNTER', () => undefined);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(opens).toBe(0);
    FakeEventSource.opened[0]!.connect();
    expect(opens).toBe(1);
    FakeEventSource.opened[0]!.drop();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    FakeEventSource.opened[1]!.connect();
    expect(opens).toBe(2);
    stopOpens();
    FakeEventSource.opened[1]!.connect();
    expect(opens).toBe(2);
    stop();
  });
});
