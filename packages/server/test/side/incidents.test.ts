import {
  INCIDENT_MESSAGE_MAX,
  type IncidentCounter,
  type IncidentMessage,
  type IncidentThread,
  type RealtimeEvent,
  encodeBase64,
  formatMessage,
  messages,
} from '@ossature/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { f } from '../../src/metadata/fields.js';
import { ui } from '../../src/metadata/layout.js';
import type { ModuleDefinition } from '../../src/metadata/module-definition.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { userStreams } from '../helpers/event-stream.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

const text = messages.incident;
let ctx: TestContext;
const tokens: Record<string, string> = {};
const clients: Record<string, FormClient> = {};
let saintAubin: number;
let lilas: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const username of ['admin', 'agent', 'partenaire', 'admin.lilas']) {
    tokens[username] = await ctx.login(username);
    clients[username] = formClient(ctx.app, tokens[username]);
  }
  const clientId = async (code: string) => Number((await ctx.db.selectFrom('client').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
  saintAubin = await clientId('saint-aubin');
  lilas = await clientId('lilas');
});
afterAll(() => ctx.close());

/** The incident calls of SPEC §7 as one user makes them. */
function incidentsOf(username: string) {
  const headers = bearer(tokens[username]!);
  return {
    counter: async (): Promise<IncidentCounter> => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/incident/counter', headers });
      expect(response.statusCode).toBe(200);
      return response.json();
    },
    messages: (id: number | string, query = '') => ctx.app.inject({ method: 'GET', url: `/api-internal/incident/${id}/messages${query}`, headers }),
    /** Sends `message` as it is (already encoded, or malformed on purpose). */
    addRaw: (id: number | string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api-internal/incident/${id}/add`, headers, payload }),
    add: (id: number, message: string) => ctx.app.inject({ method: 'POST', url: `/api-internal/incident/${id}/add`, headers, payload: { message: encodeBase64(message) } }),
  };
}

async function thread(username: string, id: number, query = ''): Promise<IncidentThread> {
  const response = await incidentsOf(username).messages(id, query);
  if (response.statusCode !== 200) throw new Error(`messages answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

async function posted(username: string, id: number, message: string): Promise<IncidentMessage> {
  const response = await incidentsOf(username).add(id, message);
  if (response.statusCode !== 201) throw new Error(`add answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Reports an incident through the generic form; open ('Ouvert') unless told. */
async function report(username: string, values: Record<string, unknown>) {
  return create(clients[username]!, 'incident', { severity: 'major', ...values });
}

/** Changes an incident's status through its form, as an administrator does. */
async function setStatus(username: string, id: number, status: string) {
  const loaded = (await clients[username]!.load('incident', id)).json<{ version: number }>();
  const saved = await clients[username]!.save('incident', { identifier: id, version: loaded.version, values: { status } });
  expect(saved.statusCode).toBe(200);
  return saved.json<{ values: Record<string, unknown> }>();
}

const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, message: response.json<{ message: string }>().message });

const messageCount = async (incidentId: number) =>
  Number((await ctx.db.selectFrom('incident_message').select((eb) => eb.fn.countAll<number>().as('count')).where('incident_id', '=', incidentId).executeTakeFirstOrThrow()).count);

describe('the counter', () => {
  it('counts the organisation’s incidents not resolved, and lists them, the most recently reported first', async () => {
    expect(await incidentsOf('admin').counter()).toEqual({ count: 0, open: [], form: 'incident' });
    const older = await report('agent', { title: 'Chaudière en panne', severity: 'blocking', reported_at: '2026-11-20 08:30:00' });
    const newer = await report('admin', { title: 'Imprimante bloquée', severity: 'minor', status: 'ongoing', reported_at: '2026-07-14 09:00:00' });
    const resolved = await report('admin', { title: 'Fuite réparée', status: 'closed' });
    await report('admin.lilas', { title: 'Ascenseur bloqué' });

    const counter = await incidentsOf('agent').counter();
    expect(counter.count).toBe(2);
    expect(counter.form).toBe('incident');
    expect(counter.open.map((incident) => incident.id)).toEqual([older.identifier, newer.identifier]);
    expect(counter.open[0]).toEqual({
      id: older.identifier,
      title: 'Chaudière en panne',
      status: 'open',
      status_label: 'Ouvert',
      severity: 'blocking',
      severity_label: 'Bloquant',
      severity_color: '#c62828',
      // Stored in Paris wall-clock time, answered as the instant: winter (+1 h), then summer (+2 h).
      reported_at: '2026-11-20T07:30:00.000Z',
      resolved: false,
      message_count: 0,
    });
    expect(counter.open[1]).toMatchObject({ status: 'ongoing', status_label: 'En cours', reported_at: '2026-07-14T07:00:00.000Z' });
    expect(counter.open.some((incident) => incident.id === resolved.identifier)).toBe(false);
    expect((await incidentsOf('admin.lilas').counter()).count).toBe(1);
  });

  it('is 0 for a user who may not read incidents, who learns nothing of them', async () => {
    expect(await incidentsOf('partenaire').counter()).toEqual({ count: 0, open: [], form: null });
  });

  it('requires a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/incident/counter' })).statusCode).toBe(401);
  });
});

describe('the incident form', () => {
  it('dates a resolution when the status becomes resolved, and forgets it when the incident is reopened', async () => {
    const incident = await report('admin', { title: 'Store cassé' });
    expect(incident.values.reported_at).toBe('2026-11-22 10:00:00');
    expect(incident.values.resolved_at ?? null).toBeNull();
    ctx.clock.advance(3_600_000);
    expect((await setStatus('admin', incident.identifier, 'closed')).values.resolved_at).toBe('2026-11-22 11:00:00');
    expect((await setStatus('admin', incident.identifier, 'open')).values.resolved_at ?? null).toBeNull();
    ctx.clock.advance(-3_600_000);
  });

  it('lets staff report incidents and only administrators change them', async () => {
    const incident = await report('agent', { title: 'Néon grillé' });
    const loaded = (await clients.agent!.load('incident', incident.identifier)).json<{ version: number }>();
    const saved = await clients.agent!.save('incident', { identifier: incident.identifier, version: loaded.version, values: { status: 'closed' } });
    expect(saved.statusCode).toBe(403);
  });
});

describe('the messages of an incident', () => {
  it('are paged by 50, the latest page first, each page oldest first, with their authors and whose they are', async () => {
    const { identifier: id } = await report('admin', { title: 'Serveur de fichiers lent' });
    const written: number[] = [];
    for (let index = 1; index <= 55; index++) {
      ctx.clock.advance(1000);
      written.push((await posted(index % 2 === 0 ? 'admin' : 'agent', id, `Message ${index}`)).id);
    }
    const latest = await thread('agent', id);
    expect(latest.incident).toMatchObject({ id, title: 'Serveur de fichiers lent', status: 'open', severity: 'major', resolved: false, message_count: 55 });
    expect(latest.has_more).toBe(true);
    expect(latest.messages.map((message) => message.body)).toEqual(Array.from({ length: 50 }, (_, index) => `Message ${index + 6}`));
    expect(latest.messages[0]).toEqual({
      id: written[5],
      body: 'Message 6',
      author_name: 'Antoine Leroy',
      author_initials: 'AL',
      created_at: '2026-11-22T09:00:06.000Z',
      own: false,
    });
    expect(latest.messages[1]).toMatchObject({ author_name: 'Camille Durand', own: true });

    const older = await thread('agent', id, `?before_id=${latest.messages[0]!.id}`);
    expect(older.has_more).toBe(false);
    expect(older.messages.map((message) => message.body)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    ctx.clock.advance(-55_000);
  });

  it('are refused a malformed page request', async () => {
    const { identifier: id } = await report('admin', { title: 'Badge refusé' });
    expect((await incidentsOf('agent').messages(id, '?before_id=abc')).statusCode).toBe(400);
    expect((await incidentsOf('agent').messages(id, '?page=2')).statusCode).toBe(400);
    expect((await incidentsOf('agent').messages('0')).statusCode).toBe(400);
    expect((await incidentsOf('agent').messages('99999999999')).statusCode).toBe(400);
  });
});

describe('adding a message', () => {
  it('decodes the base64 of its UTF-8 text and keeps it as plain text: HTML comes back as the characters typed', async () => {
    const { identifier: id } = await report('admin', { title: 'Portail bloqué' });
    const accents = await posted('agent', id, '  Réparé à 14 h — « enfin » 🎉\r\nMerci !  ');
    expect(accents).toMatchObject({ body: 'Réparé à 14 h — « enfin » 🎉\nMerci !', author_name: 'Camille Durand', author_initials: 'CD', own: true });
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>gras</b>';
    expect((await posted('agent', id, html)).body).toBe(html);
    // The URL-safe alphabet without padding, as some tools send it.
    const urlSafe = encodeBase64('Ça marche ?').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect((await incidentsOf('agent').addRaw(id, { message: urlSafe })).json<IncidentMessage>().body).toBe('Ça marche ?');
    const stored = await thread('admin', id);
    expect(stored.messages.map((message) => message.body)).toEqual(['Réparé à 14 h — « enfin » 🎉\nMerci !', html, 'Ça marche ?']);
    expect(stored.messages.every((message) => !message.own)).toBe(true);
  });

  it('refuses malformed base64, text that is not UTF-8, an empty or too long message, in French, and stores nothing', async () => {
    const { identifier: id } = await report('admin', { title: 'Clé perdue' });
    const agent = incidentsOf('agent');
    const invalid = { status: 400, message: text.invalidEncoding };
    expect(refusal(await agent.addRaw(id, { message: 'pas du base64 !' }))).toEqual(invalid);
    expect(refusal(await agent.addRaw(id, { message: 'QUJDR' }))).toEqual(invalid);
    expect(refusal(await agent.addRaw(id, { message: btoa(String.fromCharCode(0xff, 0xfe, 0x41)) }))).toEqual(invalid);
    expect(refusal(await agent.add(id, ' \n\t '))).toEqual({ status: 400, message: text.emptyMessage });
    expect(refusal(await agent.add(id, 'x'.repeat(INCIDENT_MESSAGE_MAX + 1)))).toEqual({
      status: 400,
      message: formatMessage(text.tooLong, { max: INCIDENT_MESSAGE_MAX.toLocaleString('fr-FR') }),
    });
    expect(refusal(await agent.add(id, 'nul\u0000'))).toEqual({ status: 400, message: messages.form.invalidCharacters });
    for (const payload of [{}, { message: '' }, { message: 42 }, { message: encodeBase64('Bonjour'), extra: 1 }]) {
      expect((await agent.addRaw(id, payload)).statusCode).toBe(400);
    }
    expect((await posted('agent', id, 'x'.repeat(INCIDENT_MESSAGE_MAX))).body).toHaveLength(INCIDENT_MESSAGE_MAX);
    expect(await messageCount(id)).toBe(1);
  });

  it('is refused on a resolved incident: its discussion is closed', async () => {
    const { identifier: id } = await report('admin', { title: 'Volet réparé', status: 'closed' });
    expect(refusal(await incidentsOf('agent').add(id, 'Encore un souci ?'))).toEqual({ status: 409, message: text.resolved });
    expect(await messageCount(id)).toBe(0);
    expect((await thread('agent', id)).incident.resolved).toBe(true);
  });
});

describe('another organisation’s incident, an unknown one, or a user who may not read incidents', () => {
  it('answer 404 on every call, and nothing is written', async () => {
    const { identifier: lilasIncident } = await report('admin.lilas', { title: 'Brancard cassé' });
    const { identifier: ours } = await report('admin', { title: 'Lampadaire éteint' });
    const notFound = { status: 404, message: text.incidentNotFound };
    for (const [username, id] of [
      ['admin', lilasIncident],
      ['admin.lilas', ours],
      ['partenaire', ours],
      ['admin', 2_000_000_000],
    ] as const) {
      expect(refusal(await incidentsOf(username).messages(id))).toEqual(notFound);
      expect(refusal(await incidentsOf(username).add(id, 'Bonjour'))).toEqual(notFound);
      // Before the message is even read: a malformed one learns nothing more.
      expect(refusal(await incidentsOf(username).addRaw(id, { message: '%%%' }))).toEqual(notFound);
    }
    expect(await messageCount(lilasIncident)).toBe(0);
    expect(await messageCount(ours)).toBe(0);
  });
});

describe('INCIDENTS_UPDATED', () => {
  it('tells the organisation of a message, with the count and the incident, and of incidents reported, resolved or deleted', async () => {
    const heard: RealtimeEvent[] = [];
    const stop = ctx.app.events.subscribe(saintAubin, (event) => {
      if (event.type === 'INCIDENTS_UPDATED') heard.push(event);
    });
    const heardElsewhere: RealtimeEvent[] = [];
    const stopElsewhere = ctx.app.events.subscribe(lilas, (event) => heardElsewhere.push(event));
    try {
      const before = (await incidentsOf('admin').counter()).count;
      const { identifier: id } = await report('agent', { title: 'Wifi coupé' });
      expect(heard.map((event) => [event.to, event.payload])).toEqual([[null, { count: before + 1 }]]);

      await posted('agent', id, 'Toujours coupé.');
      expect(heard[1]!.payload).toEqual({ count: before + 1, incident_id: id });

      await setStatus('admin', id, 'closed');
      expect(heard[2]!.payload).toEqual({ count: before });

      await setStatus('admin', id, 'ongoing');
      expect(heard[3]!.payload).toEqual({ count: before + 1 });
      const removed = await clients.admin!.remove('incident', id);
      expect(removed.statusCode).toBe(200);
      expect(heard[4]!.payload).toEqual({ count: before });
      // The messages of a deleted incident go with it.
      expect(await messageCount(id)).toBe(0);
      expect(heard).toHaveLength(5);
      expect(heardElsewhere).toEqual([]);
    } finally {
      stop();
      stopElsewhere();
    }
  });

  it('is not told of other modules’ saves', async () => {
    const heard: RealtimeEvent[] = [];
    const stop = ctx.app.events.subscribe(saintAubin, (event) => heard.push(event));
    try {
      await create(clients.agent!, 'customer', { name: 'Boulangerie du Parc', kind: 'company' });
      expect(heard.map((event) => event.type)).toEqual(['FORM_UPDATED']);
    } finally {
      stop();
    }
  });

  it('reaches the organisation’s open streams, and not another organisation’s', async () => {
    const streams = await userStreams(ctx.app);
    const streamOf = (username: string) => streams.of(tokens[username]!);
    try {
      const { identifier: ours } = await report('admin', { title: 'Digicode en panne' });
      const { identifier: theirs } = await report('admin.lilas', { title: 'Monte-charge arrêté' });
      const admin = await streamOf('admin');
      const lilasAdmin = await streamOf('admin.lilas');

      await posted('agent', ours, 'Le technicien arrive.');
      const event = await admin.next();
      expect(event).toMatchObject({ type: 'INCIDENTS_UPDATED', to: null, payload: { incident_id: ours } });
      expect(event.payload.count).toBe((await incidentsOf('admin').counter()).count);

      // The Lilas stream's first event is its own organisation's: Saint-Aubin's never reached it.
      await posted('admin.lilas', theirs, 'Pris en charge.');
      expect(await lilasAdmin.next()).toMatchObject({ type: 'INCIDENTS_UPDATED', payload: { incident_id: theirs, count: (await incidentsOf('admin.lilas').counter()).count } });
    } finally {
      streams.closeAll();
    }
  });
});

const registry = (...definitions: ModuleDefinition[]) => () => new ModuleRegistry(definitions);

describe('the incidents declaration', () => {
  const base: ModuleDefinition = {
    name: 'ticket',
    label: 'Tickets',
    recordName: 'Ticket',
    title: '{title}',
    recordLabel: { fields: ['title'] },
    fields: {
      title: f.string('Titre'),
      state: f.select('État', { options: [{ value: 'new', label: 'Nouveau' }, { value: 'done', label: 'Fait' }] }),
      level: f.string('Niveau'),
      day: f.date('Jour'),
    },
    layout: ui.vertical('title', 'state', 'level', 'day'),
    incidents: { title: 'title', status: 'state', open: ['new'], reportedAt: 'day' },
  };
  it('names a string title, a choice status with open and resolving options, a choice severity and a date', () => {
    expect(registry(base)).not.toThrow();
    expect(registry({ ...base, incidents: { ...base.incidents!, title: 'state' } })).toThrow(/"state" must be a string field/);
    expect(registry({ ...base, incidents: { ...base.incidents!, status: 'level' } })).toThrow(/"level" must be a single-choice field/);
    expect(registry({ ...base, incidents: { ...base.incidents!, open: ['archived'] } })).toThrow(/open status "archived"/);
    expect(registry({ ...base, incidents: { ...base.incidents!, open: ['new', 'done'] } })).toThrow(/some resolve it/);
    expect(registry({ ...base, incidents: { ...base.incidents!, severity: 'level' } })).toThrow(/"level" must be a single-choice field/);
    expect(registry({ ...base, incidents: { ...base.incidents!, reportedAt: 'title' } })).toThrow(/date or datetime/);
  });

  it('is declared by one module at most', () => {
    expect(registry(base, { ...base, name: 'other_ticket' })).toThrow(/already declared by "ticket"/);
  });
});

describe('the demo incidents', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createTestApp({ seedSize: 1 });
  });
  afterAll(() => demo?.close());

  it('give each organisation a handful of incidents, three of them open with a few messages each', async () => {
    for (const username of ['admin', 'admin.lilas']) {
      const token = await demo.login(username);
      const counter = (await demo.app.inject({ method: 'GET', url: '/api-internal/incident/counter', headers: bearer(token) })).json<IncidentCounter>();
      expect(counter.count).toBe(3);
      expect(counter.open.every((incident) => incident.message_count >= 2)).toBe(true);
      const threadOf = await demo.app.inject({ method: 'GET', url: `/api-internal/incident/${counter.open[0]!.id}/messages`, headers: bearer(token) });
      expect(threadOf.json<IncidentThread>().messages.length).toBe(counter.open[0]!.message_count);
    }
    expect(Number((await demo.db.selectFrom('incident').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count)).toBe(14);
  });
});
