import { messages } from '@ossature/contract';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from './helpers/test-app.js';

/** What Node's own HTTP parser refuses never reaches Fastify's routes: it still answers in French, in the API's shape. */

let ctx: TestContext;
let origin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe('a request Node refuses before routing', () => {
  it('answers 431 with a French message when its address is too long for the parser', async () => {
    const response = await fetch(`${origin}/proxy/list/data/employee/1/0?global_search=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ message: messages.http.headersTooLarge });
  });

  it('answers 400 with a French message to bytes that are no HTTP request', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PAS DU HTTP\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: messages.http.badRequest });
  });
});
