import { type CollectionData, type CollectionForm, type FormResponse, type UiElement, formatMessage, messages } from '@ossature/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { plateSchema } from '../../src/modules/fleet/vehicle/vehicle-module.js';
import { type FormClient, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { uploadPng } from '../helpers/png-upload.js';

let ctx: TestContext;
let agent: FormClient;
let admin: FormClient;
let clientId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  agent = formClient(ctx.app, await ctx.login('agent'));
  admin = formClient(ctx.app, await ctx.login('admin'));
  clientId = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const db = () => dynamic(ctx.app.db.kysely);

/** The Saint-Aubin vehicle with the most interventions. */
async function busiestVehicle(): Promise<{ id: number; count: number }> {
  const row = await db()
    .selectFrom('maintenance')
    .select(['vehicle', sql<number>`count(*)`.as('count')])
    .where('client_id', '=', clientId)
    .groupBy('vehicle')
    .orderBy('count', 'desc')
    .orderBy('vehicle')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: Number(row.vehicle), count: Number(row.count) };
}

const control = (name: string) => ({ type: 'Control', scope: `#/properties/${name}` });

function findElement(root: UiElement, match: (element: UiElement) => boolean): UiElement | undefined {
  if (match(root)) return root;
  for (const child of root.elements ?? []) {
    const found = findElement(child, match);
    if (found) return found;
  }
  return undefined;
}

describe('vehicle demo data', () => {
  it('gives Saint-Aubin 60 vehicles with distinct, valid plates and coordinates near the demo communes', async () => {
    const rows = await db().selectFrom('vehicle').select(['client_id', 'plate', 'latitude', 'longitude']).execute();
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.client_id))).toEqual(new Set([clientId]));
    expect(new Set(rows.map((row) => row.plate)).size).toBe(60);
    const plate = new RegExp(plateSchema.schema.pattern);
    for (const row of rows) {
      expect(row.plate).toMatch(plate);
      expect(Number(row.latitude)).toBeGreaterThan(44);
      expect(Number(row.latitude)).toBeLessThan(51);
    }
  });
});

describe('the vehicle form', () => {
  it('carries the position computed from the coordinates, on an OpenStreetMap element beside them', async () => {
    const { id } = await busiestVehicle();
    const response = await agent.load('vehicle', id);
    expect(response.statusCode).toBe(200);
    const form = response.json<FormResponse>();
    const { latitude, longitude } = form.values;
    expect(typeof latitude).toBe('number');
    expect(typeof longitude).toBe('number');
    expect(form.values.location).toEqual({ id: 'location', type: 'marker', coordinates: [latitude, longitude], color: '#0088c8' });
    expect(form.properties.location).toMatchObject({ type: 'geometry_map', read_only: true, virtual: true, depends_on: ['latitude', 'longitude'] });
    expect(form.properties.latitude).toMatchObject({ type: 'number', decimals: 6, min: -90, max: 90 });

    const tab = findElement(form.layout, (element) => element.type === 'Category' && element.label === 'Localisation');
    expect(tab?.elements).toEqual([
      {
        type: 'HorizontalLayout',
        elements: [
          { type: 'VerticalLayout', elements: [control('latitude'), control('longitude')] },
          { type: 'Map', label: 'Localisation', options: { map_type: 'open_street_map', geometries: ['location'] } },
        ],
      },
    ]);
  });

  it('moves the marker when the coordinates change, while editing and on save, and drops it without them', async () => {
    const { id } = await busiestVehicle();
    const form = (await agent.load('vehicle', id)).json<FormResponse>();

    const moved = await agent.onchange('vehicle', 'latitude', { identifier: id, values: { ...form.values, latitude: 47.2181, longitude: -1.5528 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().properties).toEqual({
      location: { value: { id: 'location', type: 'marker', coordinates: [47.2181, -1.5528], color: '#0088c8' } },
    });
    const cleared = await agent.onchange('vehicle', 'longitude', { identifier: id, values: { ...form.values, longitude: null } });
    expect(cleared.json().properties).toEqual({ location: { value: null } });

    const saved = await agent.save('vehicle', { identifier: id, version: form.version, values: { latitude: 48.259412, longitude: -1.602811 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FormResponse>().values.location).toEqual({ id: 'location', type: 'marker', coordinates: [48.259412, -1.602811], color: '#0088c8' });
  });

  it('refuses coordinates out of range or more precise than 6 decimals', async () => {
    const response = await agent.save('vehicle', { identifier: null, values: { plate: 'AB-123-CD', latitude: 91, longitude: -1.1234567 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'latitude', text: formatMessage(messages.form.tooLarge, { max: 90 }) },
      { path: 'longitude', text: formatMessage(messages.form.tooManyDecimals, { decimals: 6 }) },
    ]);
  });

  it('refuses a plate that is not AA-123-AA with its French message, and upper-cases a valid one', async () => {
    for (const plate of ['AB123CD', 'AB-000-CD', 'IO-123-AB', 'AB-123-C']) {
      const response = await agent.save('vehicle', { identifier: null, values: { plate, brand: 'Renault' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.form.saveFailed, errors: [{ path: 'plate', text: plateSchema.message }] });
    }
    const missing = await agent.save('vehicle', { identifier: null, values: { brand: 'Renault' } });
    expect(missing.json().errors).toEqual([{ path: 'plate', text: messages.form.required }]);

    const created = await agent.save('vehicle', { identifier: null, values: { plate: ' ab-123-cd ', brand: 'Renault', model: 'Clio' } });
    expect(created.statusCode).toBe(200);
    const form = created.json<FormResponse>();
    expect(form.values).toMatchObject({ plate: 'AB-123-CD', in_service: true, location: null });
    expect(form.title).toBe('AB-123-CD – Renault Clio');
    expect(form.properties.plate).toMatchObject({ transform: 'uppercase', validation_schema: plateSchema });
  });

  it('refuses a plate another vehicle already has, at preflight as at save', async () => {
    const { id } = await busiestVehicle();
    const form = (await agent.load('vehicle', id)).json<FormResponse>();
    const plate = form.values.plate as string;
    const refusal = { message: messages.form.saveFailed, errors: [{ path: 'plate', text: messages.form.uniqueTaken }] };

    for (const query of ['?preflight=1', '']) {
      const duplicate = await agent.save('vehicle', { identifier: null, values: { plate } }, query);
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toEqual(refusal);
    }
    const itself = await agent.save('vehicle', { identifier: id, version: form.version, values: { plate } }, '?preflight=1');
    expect(itself.json()).toEqual({ errors: [], warnings: [] });
  });
});

describe('the interventions of a vehicle', () => {
  it('lists its maintenance records, newest first, as a sub-form collection of the maintenance form, fetched when shown', async () => {
    const { id, count } = await busiestVehicle();
    const form = (await agent.load('vehicle', id)).json<FormResponse>();
    const collectionForm = form.properties.maintenances!.collection_form as unknown as CollectionForm;
    expect(collectionForm).toMatchObject({
      element: 'FormCollection',
      form: 'maintenance',
      parent_field: 'vehicle',
      columns: ['date', 'kind', 'cost', 'done'],
      can_add: true,
      can_delete: false,
      deferred: true,
    });
    expect(form.collection.maintenances!.data).toEqual([]);
    expect(Object.keys(collectionForm.properties)).toEqual(['date', 'kind', 'cost', 'done']);

    const expected = await db()
      .selectFrom('maintenance')
      .select(['id', 'date', 'kind', 'cost', 'done'])
      .where('client_id', '=', clientId)
      .where('vehicle', '=', id)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const rows = (await agent.collection('vehicle', id, 'maintenances')).json<CollectionData>().data;
    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row.identifier)).toEqual(expected.map((row) => Number(row.id)));
    const [newest] = expected;
    expect(rows[0]!.values).toEqual({
      date: newest!.date,
      kind: newest!.kind,
      cost: newest!.cost === null ? null : Number(newest!.cost) / 100,
      done: Number(newest!.done) === 1,
    });
    expect(rows[0]!.form_read_only).toBe(0);

    const forAdmin = (await admin.load('vehicle', id)).json<FormResponse>();
    expect((forAdmin.properties.maintenances!.collection_form as unknown as CollectionForm).can_delete).toBe(true);
  });
});

describe('deleting a vehicle', () => {
  it('answers 409 while maintenance records point at it, and deletes it once none does', async () => {
    const { id, count } = await busiestVehicle();
    const refused = await admin.remove('vehicle', id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: formatMessage(messages.form.referenced, { count, module: 'Interventions de maintenance' }) });
    expect((await agent.load('vehicle', id)).statusCode).toBe(200);

    const created = (await agent.save('vehicle', { identifier: null, values: { plate: 'ZZ-999-ZZ' } })).json<FormResponse>();
    const deleted = await admin.remove('vehicle', created.identifier!);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.form.deleted });
    expect((await agent.load('vehicle', created.identifier!)).statusCode).toBe(404);
  });
});

describe('another organisation', () => {
  it('does not have the fleet: its users get 404 on the vehicle form, new or existing', async () => {
    const { id } = await busiestVehicle();
    const lilas = formClient(ctx.app, await ctx.login('agent.lilas'));
    for (const response of [await lilas.load('vehicle'), await lilas.load('vehicle', id), await lilas.save('vehicle', { identifier: null, values: { plate: 'AB-123-CD' } })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.form.formNotFound });
    }
  });
});

describe("a vehicle's papers", () => {
  type Paper = { identifier: number; values: Record<string, unknown>; properties?: Record<string, unknown> };

  it('keep an expired paper as it was, saying so with its own properties, while a valid one stays editable', async () => {
    const token = await ctx.login('agent');
    const papers = [
      { identifier: null, values: { title: 'Assurance 2001', file: (await uploadPng(ctx.app, token, 'assurance-2001.png')).id, valid_until: '2001-06-30' } },
      { identifier: null, values: { title: 'Carte grise', file: (await uploadPng(ctx.app, token, 'carte-grise.png')).id, valid_until: '2099-12-31' } },
    ];
    const created = await agent.save('vehicle', { identifier: null, values: { plate: 'PA-101-PR', brand: 'Renault', model: 'Kangoo' }, collection: { papers } });
    expect(created.statusCode).toBe(200);
    const form = created.json() as FormResponse;
    const [expired, valid] = form.collection.papers!.data as Paper[];
    const expiredProperties = {
      title: { read_only: true },
      file: { read_only: true },
      valid_until: { read_only: true, helperText: 'Expiré : ajoutez le document renouvelé comme un nouveau papier.' },
    };
    expect(expired!.properties).toEqual(expiredProperties);
    expect(valid!).not.toHaveProperty('properties');

    // A save sending changes to the expired paper's fields keeps them as stored; the valid paper takes its change.
    const saved = await agent.save('vehicle', {
      identifier: form.identifier,
      version: form.version,
      values: {},
      collection: {
        papers: [
          { identifier: expired!.identifier, values: { title: 'Assurance renommée', valid_until: '2099-01-01' } },
          { identifier: valid!.identifier, values: { title: 'Certificat d’immatriculation' } },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const rows = (saved.json() as FormResponse).collection.papers!.data.map((row) => [row.values.title, row.values.valid_until]);
    expect(rows).toEqual([
      ['Assurance 2001', '2001-06-30'],
      ['Certificat d’immatriculation', '2099-12-31'],
    ]);
    const fetched = await ctx.app.inject({ method: 'GET', url: `/proxy/form/collection/vehicle/${form.identifier}/papers`, headers: bearer(token) });
    expect((fetched.json() as CollectionData).data.map((row) => row.properties ?? null)).toEqual([expiredProperties, null]);
  });
});
