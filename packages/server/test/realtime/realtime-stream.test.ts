import type { AddressInfo } from 'node:net';
import { type FormUpdatedPayload, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamReader, openEventStream } from '../helpers/event-stream.js';
import { create, formClient } from '../helpers/form-calls.js';
import { type TestContext, bearer, createTestApp } from '../helpers/test-app.js';

/**
 * The realtime stream (SPEC §7 'Real-time stream', §6): tickets instead of the session token in the URL, the events
 * of the viewer's organisation only, and of those only what is addressed to everyone or to the viewer.
 */

let ctx: TestContext;
let origin: string;
const tokens: Record<string, string> = {};
const streams: EventStreamReader[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, env: { REALTIME_HEARTBEAT_SECONDS: '1' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  for (const username of ['admin', 'agent', 'admin.lilas']) tokens[username] = await ctx.login(username);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx.close();
});

async function ticketOf(username: string): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api-internal/realtime/ticket', headers: bearer(tokens[username]!) });
  expect(response.statusCode).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

async function streamOf(username: string, lastEventId?: string): Promise<EventStreamReader> {
  const query = new URLSearchParams({ ticket: await ticketOf(username), ...(lastEventId ? { last_event_id: lastEventId } : {}) });
  const stream = await openEventStream(`${origin}/api-internal/realtime/stream?${query}`);
  streams.push(stream);
  return stream;
}

const streamStatus = async (ticket: string) => (await ctx.app.inject({ method: 'GET', url: `/api-internal/realtime/stream?ticket=${encodeURIComponent(ticket)}` })).statusCode;
const clientIdOf = async (code: string) => Number((await ctx.db.selectFrom('client').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);

describe('stream tickets', () => {
  it('are given to a signed-in user only, and open a stream of Server-Sent Events with the security headers', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api-internal/realtime/ticket' })).statusCode).toBe(401);
    const stream = await streamOf('agent');
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('open a stream sent as it is written, even to a browser that takes compressed answers', async () => {
    const stream = await openEventStream(`${origin}/api-internal/realtime/stream?ticket=${encodeURIComponent(await ticketOf('agent'))}`, { 'accept-encoding': 'gzip, deflate, br' });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    // Its first lines came as text, unbuffered: a compressor would hold them until a block is full.
    await expect.poll(() => stream.raw()).toContain('retry:');
  });

  it('refuse a stream in French when missing, malformed, forged, expired or of a session that ended', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api-internal/realtime/stream' });
    expect(missing.statusCode).toBe(400);
    expect(await streamStatus('abc')).toBe(401);
    const ticket = await ticketOf('agent');
    const forged = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await streamStatus(forged)).toBe(401);
    // Another session's id under this one's signature.
    const [id, ...rest] = ticket.split('.');
    expect(await streamStatus([Number(id) + 1, ...rest].join('.'))).toBe(401);
    const refused = await ctx.app.inject({ method: 'GET', url: `/api-internal/realtime/stream?ticket=${encodeURIComponent(forged)}` });
    expect(refused.json()).toEqual({ message: messages.realtime.ticketInvalid });

    ctx.clock.advance(61_000);
    expect(await streamStatus(ticket)).toBe(401);

    const session = await ctx.login('agent');
    const beforeLogout = (await ctx.app.inject({ method: 'POST', url: '/api-internal/realtime/ticket', headers: bearer(session) })).json<{ ticket: string }>().ticket;
    await ctx.app.inject({ method: 'POST', url: '/api-internal/logout', headers: bearer(session) });
    expect(await streamStatus(beforeLogout)).toBe(401);
  });
});

describe('the events of a stream', () => {
  it('include every record saved in the viewer’s organisation, by whom, at which version; never another organisation’s', async () => {
    const admin = await streamOf('admin');
    const lilas = await streamOf('admin.lilas');
    const agent = formClient(ctx.app, tokens.agent!);
    const created = await create(agent, 'customer', { name: 'Boulangerie du Parc' });
    const saved = await agent.save('customer', { identifier: created.identifier, version: created.version, values: { name: 'Boulangerie du Parc et fils' } });
    expect(saved.statusCode).toBe(200);

    const first = await admin.next();
    expect(first).toMatchObject({ type: 'FORM_UPDATED', to: null, payload: { form: 'customer', id: created.identifier, version: created.version, username: 'agent', name: 'Camille Durand' } });
    const second = await admin.next();
    expect(second.payload as unknown as FormUpdatedPayload).toMatchObject({ id: created.identifier, version: saved.json<{ version: number }>().version });
    expect(admin.raw()).toContain(`id: ${second.id}\nevent: FORM_UPDATED\n`);

    // The other organisation's stream heard nothing of it: its next event is its own.
    const lilasClient = formClient(ctx.app, tokens['admin.lilas']!);
    const theirs = await create(lilasClient, 'customer', { name: 'Pharmacie des Lilas' });
    expect((await lilas.next()).payload).toMatchObject({ id: theirs.identifier, username: 'admin.lilas' });
  });

  it('include a queued save once it is applied, not when it is accepted', async () => {
    const admin = await streamOf('admin');
    const agent = formClient(ctx.app, tokens.agent!);
    const [page] = await ctx.db.selectFrom('cms_page').select(['id']).where('slug', '=', 'horaires-de-la-mairie').execute();
    const loaded = (await agent.load('cms_page', Number(page!.id))).json<{ identifier: number; version: number }>();
    const accepted = await agent.save('cms_page', { identifier: loaded.identifier, version: loaded.version, values: { title: 'Horaires d’été de la mairie' } });
    expect(accepted.statusCode).toBe(202);
    await ctx.app.formJobs.drain();
    expect(await admin.next()).toMatchObject({ type: 'FORM_UPDATED', payload: { form: 'cms_page', id: loaded.identifier, version: loaded.version + 1, username: 'agent' } });
  });

  it('include what is addressed to the viewer, not what is addressed to another user', async () => {
    const admin = await streamOf('admin');
    const agent = await streamOf('agent');
    const saintAubin = await clientIdOf('saint-aubin');
    await ctx.app.events.publish(saintAubin, { type: 'NOTIFY_USER', to: 'agent', payload: { message: 'Pour Camille' } });
    await ctx.app.events.publish(saintAubin, { type: 'UPDATE_TASK_COUNTER', to: null, payload: { count: 3 } });
    expect((await agent.next()).payload).toEqual({ message: 'Pour Camille' });
    expect((await agent.next()).type).toBe('UPDATE_TASK_COUNTER');
    // The admin's first event is the one for everyone: the agent's never reached this stream.
    expect((await admin.next()).type).toBe('UPDATE_TASK_COUNTER');
    expect(admin.raw()).not.toContain('Pour Camille');
  });

  it('resume after the last event seen (Last-Event-ID): what was missed comes first, in order', async () => {
    const saintAubin = await clientIdOf('saint-aubin');
    const watcher = await streamOf('admin');
    for (const count of [1, 2, 3]) await ctx.app.events.publish(saintAubin, { type: 'UPDATE_TASK_COUNTER', to: null, payload: { count } });
    const seen = await watcher.next();
    watcher.close();
    const resumed = await streamOf('admin', seen.id);
    expect((await resumed.next()).payload).toEqual({ count: 2 });
    expect((await resumed.next()).payload).toEqual({ count: 3 });
  });

  it('keep an idle stream open with a comment every REALTIME_HEARTBEAT_SECONDS', async () => {
    const idle = await streamOf('agent');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(idle.raw()).toContain(': ping\n\n');
  });
});
