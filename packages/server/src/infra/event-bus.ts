import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { RealtimeEvent, RealtimeMessageType } from '@ossature/contract';

/** An event as its publisher gives it: the bus stamps its id and time. */
export interface NewEvent {
  type: RealtimeMessageType;
  /** The one username it is addressed to; null for everyone of the organisation. */
  to: string | null;
  payload: Record<string, unknown>;
}

export type EventListener = (event: RealtimeEvent) => void;

/**
 * The realtime events of each organisation (SPEC §7: a topic named after the client). Engines and side tools publish
 * (a record saved, a notification); the realtime stream subscribes for each connected user. In-process by default;
 * over Redis pub/sub when REDIS_URL is set, so that every instance hears every event whichever instance published it.
 */
export interface EventBus {
  publish(clientId: number, event: NewEvent): Promise<void>;
  subscribe(clientId: number, listener: EventListener): () => void;
  /**
   * The events this instance heard for an organisation after the one with id `lastId`, oldest first, for a stream
   * resumed with Last-Event-ID; null when that event is no longer (or never was) among those kept.
   */
  since(clientId: number, lastId: string): RealtimeEvent[] | null;
  close(): Promise<void>;
}

/** Events kept per organisation for streams that reconnect (a few minutes of a busy organisation). */
const KEPT_EVENTS = 500;

/** What both buses share: the delivery to this instance's subscribers and the events kept for resumed streams. */
export class LocalDelivery {
  private readonly emitter = new EventEmitter({ captureRejections: false });
  private readonly kept = new Map<number, RealtimeEvent[]>();

  constructor() {
    // One listener per connected user of an organisation: there is no leak to warn about.
    this.emitter.setMaxListeners(0);
  }

  deliver(clientId: number, event: RealtimeEvent): void {
    const events = this.kept.get(clientId) ?? [];
    events.push(event);
    if (events.length > KEPT_EVENTS) events.splice(0, events.length - KEPT_EVENTS);
    this.kept.set(clientId, events);
    this.emitter.emit(String(clientId), event);
  }

  subscribe(clientId: number, listener: EventListener): () => void {
    this.emitter.on(String(clientId), listener);
    return () => this.emitter.off(String(clientId), listener);
  }

  since(clientId: number, lastId: string): RealtimeEvent[] | null {
    const events = this.kept.get(clientId) ?? [];
    const index = events.findIndex((event) => event.id === lastId);
    return index === -1 ? null : events.slice(index + 1);
  }
}

/** Stamps an event: a unique id (ordered by time first, for people reading logs) and the time it was published. */
export function stamped(event: NewEvent, now: Date): RealtimeEvent {
  return { id: `${now.getTime().toString(36)}-${randomUUID().slice(0, 8)}`, at: now.toISOString(), ...event };
}

/** The embedded default: one instance, events delivered in-process. */
export function memoryEventBus(now: () => Date): EventBus {
  const local = new LocalDelivery();
  return {
    publish: async (clientId, event) => local.deliver(clientId, stamped(event, now())),
    subscribe: (clientId, listener) => local.subscribe(clientId, listener),
    since: (clientId, lastId) => local.since(clientId, lastId),
    close: async () => undefined,
  };
}
