import type { ServerResponse } from 'node:http';
import { ApiError, type RealtimeEvent, RealtimeTicket, messages } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-plugin.js';
import { HttpError } from '../infra/http-error.js';
import { holderOfTicket, issueTicket } from '../auth/session-tickets.js';

/** How long a ticket opens the stream: an EventSource reconnecting later asks for a new one. */
const TICKET_SECONDS = 60;
const PURPOSE = 'realtime';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
const RECONNECT_MS = 3000;

/** POST /api-internal/realtime/ticket: a ticket for the caller's own stream (behind the bearer check). */
export const realtimeTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api-internal/realtime/ticket', { schema: { response: { 200: RealtimeTicket, 401: ApiError } } }, async (request) => {
    const auth = requireAuth(request);
    return { ticket: issueTicket({ tokenId: auth.activeToken.id, token: auth.token }, app.clock.now(), PURPOSE, TICKET_SECONDS), expires_in: TICKET_SECONDS };
  });
};

const StreamQuery = Type.Object(
  {
    ticket: Type.String({ maxLength: 200 }),
    /** What an EventSource sends as the Last-Event-ID header, for a client that reconnects by itself. */
    last_event_id: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

const message = (event: RealtimeEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET /api-internal/realtime/stream?ticket=…: Server-Sent Events of the viewer's organisation (SPEC §7: the topic
 * named after the client), only those addressed to everyone or to the viewer's username (SPEC §6). A stream resumed
 * with Last-Event-ID first gets what it missed, as far as this instance kept it; an idle stream gets a comment every
 * REALTIME_HEARTBEAT_SECONDS so that proxies keep it open. Streams end when the app closes.
 */
export const realtimeStreamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get('/api-internal/realtime/stream', { schema: { querystring: StreamQuery, response: { 401: ApiError } } }, async (request, reply) => {
    const viewer = await holderOfTicket(app.db.kysely, request.query.ticket, app.clock.now(), PURPOSE);
    if (!viewer) throw new HttpError(401, messages.realtime.ticketInvalid);
    const lastId = request.headers['last-event-id'] ?? request.query.last_event_id;
    reply.hijack();
    const response = reply.raw;
    // The security headers the first hook set, then the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    const send = (event: RealtimeEvent) => {
      if (event.to === null || event.to === viewer.username) response.write(message(event));
    };
    // Replayed then subscribed in one go: no event can slip between the two.
    if (typeof lastId === 'string' && lastId !== '') for (const event of app.events.since(viewer.clientId, lastId) ?? []) send(event);
    const unsubscribe = app.events.subscribe(viewer.clientId, send);
    const heartbeat = setInterval(() => response.write(': ping\n\n'), app.config.realtimeHeartbeatSeconds * 1000);
    open.add(response);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
    });
  });
};
