import { type CollectionData, type FormResponse, encodeParams, formatMessage, messages } from '@ossature/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { type FormClient, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

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

/** The Saint-Aubin vehicles with at least `minimum` interventions, by id: the one after `skip` of them. */
async function vehicleWithInterventions(minimum: number, skip = 0): Promise<number> {
  const row = await db()
    .selectFrom('maintenance')
    .select('vehicle')
    .where('client_id', '=', clientId)
    .groupBy('vehicle')
    .having(sql<number>`count(*)`, '>=', minimum)
    .orderBy('vehicle')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return Number(row.vehicle);
}

const interventionsOf = async (vehicle: number) =>
  (await agent.collection('vehicle', vehicle, 'maintenances')).json<CollectionData>().data.map((row) => row.identifier);

describe('maintenance demo data', () => {
  it('gives Saint-Aubin 400 interventions on its vehicles, never read beyond the vehicle’s current mileage', async () => {
    const rows = await db()
      .selectFrom('maintenance')
      .innerJoin('vehicle', 'vehicle.id', 'maintenance.vehicle')
      .select(['maintenance.client_id as client', 'vehicle.client_id as vehicle_client', 'maintenance.mileage as read', 'vehicle.mileage as current', 'maintenance.done', 'maintenance.date'])
      .execute();
    expect(rows).toHaveLength(400);
    const now = ctx.clock.now().toISOString().slice(0, 19).replace('T', ' ');
    expect(rows.filter((row) => row.client !== clientId || row.vehicle_client !== clientId)).toEqual([]);
    expect(rows.filter((row) => row.read !== null && Number(row.read) > Number(row.current))).toEqual([]);
    // Some are planned, and those are not done yet.
    const planned = rows.filter((row) => String(row.date) > now);
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.filter((row) => Number(row.done) !== 0)).toEqual([]);
  });
});

describe('a maintenance record', () => {
  it('is created from its vehicle’s sub-form, which passes the vehicle, and joins the vehicle’s collection', async () => {
    const vehicle = await vehicleWithInterventions(1);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/proxy/form/maintenance/${encodeURIComponent(encodeParams({ vehicle }))}`,
      headers: bearer(await ctx.login('agent')),
    });
    expect(opened.statusCode).toBe(200);
    const form = opened.json<FormResponse>();
    expect(form.values).toMatchObject({ vehicle, done: false });
    const { plate, brand, model } = await db().selectFrom('vehicle').select(['plate', 'brand', 'model']).where('id', '=', vehicle).executeTakeFirstOrThrow();
    expect(form.properties.vehicle).toMatchObject({
      type: 'select_async',
      required: true,
      link: 'vehicle',
      values: [{ value: vehicle, label: `${String(plate)} – ${String(brand)} ${String(model)}` }],
    });
    expect(form.properties.notes).toMatchObject({ type: 'textarea', rows: 5 });
    expect(form.properties.cost).toMatchObject({ type: 'money', min: 0, adornment: '€' });

    const saved = await agent.save('maintenance', {
      identifier: null,
      values: { vehicle, date: '2026-11-24T08:30', kind: 'tyres', mileage: 12_000, cost: '349,90', garage: 'Pneus Plus Betton', done: false },
    });
    expect(saved.statusCode).toBe(200);
    const created = saved.json<FormResponse>();
    expect(created.values).toMatchObject({ date: '2026-11-24 08:30:00', cost: 349.9 });
    expect(created.title).toBe('Pneus du 24/11/2026 08:30');
    expect(await interventionsOf(vehicle)).toContain(created.identifier);
  });

  it('needs a vehicle and a date, a known kind, a cost of at least 0, and a vehicle that exists', async () => {
    const empty = await agent.save('maintenance', { identifier: null, values: { garage: 'Garage du Centre' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { path: 'vehicle', text: messages.form.required },
      { path: 'date', text: messages.form.required },
    ]);

    const invalid = await agent.save('maintenance', { identifier: null, values: { vehicle: 1, date: '2026-11-24 08:30:00', kind: 'painting', cost: -5 } });
    expect(invalid.json().errors).toEqual([
      { path: 'kind', text: messages.form.invalidChoice },
      { path: 'cost', text: formatMessage(messages.form.tooSmall, { min: 0 }) },
    ]);

    const unknown = await agent.save('maintenance', { identifier: null, values: { vehicle: 999_999, date: '2026-11-24 08:30:00' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ path: 'vehicle', text: messages.form.relationNotFound }]);
  });
});

describe('deleting a maintenance record from its vehicle’s sub-form', () => {
  it('answers an empty error list, and the reloaded collection no longer holds it', async () => {
    const vehicle = await vehicleWithInterventions(2);
    const before = await interventionsOf(vehicle);
    const target = before[1]!;

    const response = await admin.subFormDelete('maintenance', target);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errors: [] });
    expect(await interventionsOf(vehicle)).toEqual(before.filter((id) => id !== target));
    expect((await agent.load('maintenance', target)).statusCode).toBe(404);

    const history = await agent.history('maintenance', target);
    expect(history.statusCode).toBe(200);
    expect(history.json().data[0].main).toMatchObject({ type: 'Suppression', user: 'Antoine Leroy' });
  });

  it('answers the reason in the error list for an unknown record, and for a user who may not delete', async () => {
    const unknown = await admin.subFormDelete('maintenance', 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ text: messages.form.recordNotFound }] });

    const vehicle = await vehicleWithInterventions(1, 1);
    const [kept] = await interventionsOf(vehicle);
    const refused = await agent.subFormDelete('maintenance', kept!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ text: messages.form.deleteForbidden }] });
    expect(await interventionsOf(vehicle)).toContain(kept);
  });
});

describe('another organisation', () => {
  it('does not have the fleet: its users get 404 on the maintenance form and its sub-form delete', async () => {
    const vehicle = await vehicleWithInterventions(1);
    const [intervention] = await interventionsOf(vehicle);
    const lilas = formClient(ctx.app, await ctx.login('admin.lilas'));
    for (const response of [await lilas.load('maintenance'), await lilas.load('maintenance', intervention!)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.form.formNotFound });
    }
    const deletion = await lilas.subFormDelete('maintenance', intervention!);
    expect(deletion.statusCode).toBe(404);
    expect(deletion.json()).toEqual({ errors: [{ text: messages.form.formNotFound }] });
    expect(await interventionsOf(vehicle)).toContain(intervention);
  });
});
