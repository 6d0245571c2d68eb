import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { RealtimeEvent } from '@ossature/contract';

/** A Server-Sent Events stream read as a browser's EventSource would: its events in order, and its raw text. */
export interface EventStreamReader {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw(): string;
  /** The next event not yet taken (waiting for it up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<RealtimeEvent>;
  close(): void;
}

/** Opens `url` (a listening app's) and parses its messages: `data:` lines hold the event. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      let text = '';
      let pending = '';
      const events: RealtimeEvent[] = [];
      const waiting: ((event: RealtimeEvent) => void)[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        pending += chunk;
        let end = pending.indexOf('\n\n');
        while (end !== -1) {
          const data = pending
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          pending = pending.slice(end + 2);
          if (data) {
            const event = JSON.parse(data) as RealtimeEvent;
            const waiter = waiting.shift();
            if (waiter) waiter(event);
            else events.push(event);
          }
          end = pending.indexOf('\n\n');
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        raw: () => text,
        next: (timeoutMs = 5000) =>
          new Promise((take, fail) => {
            const ready = events.shift();
            if (ready) return take(ready);
            const timer = setTimeout(() => fail(new Error(`no event within ${timeoutMs} ms; stream so far: ${text}`)), timeoutMs);
            waiting.push((event) => {
              clearTimeout(timer);
              take(event);
            });
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/**
 * Users' streams on an app made to listen on a free port, each opened as the web app opens it (a ticket asked with
 * the user's bearer token); `closeAll` ends every one opened.
 */
export async function userStreams(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const opened: EventStreamReader[] = [];
  return {
    async of(token: string): Promise<EventStreamReader> {
      const answer = await app.inject({ method: 'POST', url: '/api-internal/realtime/ticket', headers: { authorization: `Bearer ${token}` } });
      const stream = await openEventStream(`${origin}/api-internal/realtime/stream?ticket=${encodeURIComponent(answer.json<{ ticket: string }>().ticket)}`);
      opened.push(stream);
      return stream;
    },
    closeAll(): void {
      for (const stream of opened) stream.close();
    },
  };
}
