import { messages } from '@ossature/contract';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** Node's parser errors by code: the status they answer and the French message. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: messages.http.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: messages.http.requestTimeout },
};

/**
 * A request Node refuses before Fastify sees it (an address or headers over 16 KiB, bytes that are no HTTP, a request
 * too slow to arrive), answered in the API's JSON shape with a French message and the security headers every answer
 * carries, then the connection closed: nothing after such bytes can be trusted to start a request.
 */
export const clientErrorAnswer =
  (headers: Record<string, string>) =>
  (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = ANSWERS[error.code ?? ''] ?? { status: 400, message: messages.http.badRequest };
    const body = JSON.stringify({ message });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
