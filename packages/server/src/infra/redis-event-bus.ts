import type { RealtimeEvent } from '@ossature/contract';
import { Redis } from 'ioredis';
import { type EventBus, LocalDelivery, stamped } from './event-bus.js';


/**
 * The bus of several instances: an event is published on its organisation's Redis channel, and every instance —
 * the publisher included — delivers what it hears to its own connected users. Subscribing to the channels' pattern
 * once per instance keeps one Redis connection for all of them, however many users are connected.
 */
export async function redisEventBus(url: string, prefix: string, now: () => Date, onError: (error: Error) => void): Promise<EventBus> {
  // One Redis channel per organisation: the topic named after the client (SPEC §7).
  const channelPrefix = `${prefix}:events:`;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = new LocalDelivery();
  subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
    const clientId = Number(channel.slice(channelPrefix.length));
    if (!Number.isInteger(clientId)) return;
    local.deliver(clientId, JSON.parse(message) as RealtimeEvent);
  });
  await subscriber.psubscribe(`${channelPrefix}*`);
  return {
    async publish(clientId, event) {
      await publisher.publish(`${channelPrefix}${clientId}`, JSON.stringify(stamped(event, now())));
    },
    subscribe: (clientId, listener) => local.subscribe(clientId, listener),
    since: (clientId, lastId) => local.since(clientId, lastId),
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
