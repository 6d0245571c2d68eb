import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamReader, openEventStream } from '../helpers/event-stream.js';
import { create, formClient } from '../helpers/form-calls.js';
import { type TestContext, bearer, createTestApp } from '../helpers/test-app.js';

/**
 * Several instances (REDIS_URL): an event published by one instance reaches the streams opened on another. Two apps
 * stand for two instances; each has its own database, seeded alike, so an organisation has the same id in both.
 * Runs when TEST_REDIS_URL is set (.ci/run sets it).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('realtime events over Redis', () => {
  let first: TestContext;
  let second: TestContext;
  let stream: EventStreamReader;

  beforeAll(async () => {
    // A prefix of their own: test runs sharing the Redis server never hear each other.
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${randomUUID()}` };
    first = await createTestApp({ seedSize: 1, env });
    second = await createTestApp({ seedSize: 1, env });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const ticket = (await second.app.inject({ method: 'POST', url: '/api-internal/realtime/ticket', headers: bearer(await second.login('admin')) })).json<{ ticket: string }>().ticket;
    stream = await openEventStream(`http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}/api-internal/realtime/stream?ticket=${encodeURIComponent(ticket)}`);
  });
  afterAll(async () => {
    stream?.close();
    await first?.close();
    await second?.close();
  });

  it('delivers a save made on one instance to a stream opened on another', async () => {
    const saved = await create(formClient(first.app, await first.login('agent')), 'customer', { name: 'Garage des Tilleuls' });
    expect(await stream.next()).toMatchObject({ type: 'FORM_UPDATED', to: null, payload: { form: 'customer', id: saved.identifier, username: 'agent' } });
  });

  it('delivers what one instance addresses to a user to that user’s stream on another, and resumes it there', async () => {
    const clientId = Number((await first.db.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id);
    await first.app.events.publish(clientId, { type: 'NOTIFY_USER', to: 'admin', payload: { message: 'Bonjour' } });
    await first.app.events.publish(clientId, { type: 'NOTIFY_USER', to: 'admin', payload: { message: 'Encore' } });
    const hello = await stream.next();
    expect(hello.payload).toEqual({ message: 'Bonjour' });
    expect((await stream.next()).payload).toEqual({ message: 'Encore' });
    // The second instance kept what it heard: a stream resumed there after the first event gets the second.
    expect(second.app.events.since(clientId, hello.id)?.map((event) => event.payload)).toEqual([{ message: 'Encore' }]);
  });
});
