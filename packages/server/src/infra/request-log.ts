import type { FastifyRequest } from 'fastify';

/** An export link's token opens a file for a few minutes: it is not written to the logs. */
export const withoutLinkToken = (url: string) => url.replace(/([?&]jwt=)[^&]*/, '$1…');

/** How a request is logged: its method, its URL without link tokens, where it came from. */
export const requestLogSerializer = (request: FastifyRequest) => ({ method: request.method, url: withoutLinkToken(request.url), remoteAddress: request.ip });
