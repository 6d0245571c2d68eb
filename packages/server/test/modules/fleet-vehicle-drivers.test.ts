import { type FormResponse, type SelectOption, formatMessage, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { OPTIONS_LIMIT } from '../../src/engines/form/select-options.js';
import { f } from '../../src/metadata/fields.js';
import { ui } from '../../src/metadata/layout.js';
import type { InlineCollectionDefinition, ModuleDefinition } from '../../src/metadata/module-definition.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { applicationModules } from '../../src/modules/index.js';
import { type FormClient, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let agent: FormClient;
let saintAubin: number;
let lilas: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  agent = formClient(ctx.app, await ctx.login('agent'));
  const clients = await ctx.app.db.kysely.selectFrom('client').select(['id', 'code']).execute();
  saintAubin = clients.find(({ code }) => code === 'saint-aubin')!.id;
  lilas = clients.find(({ code }) => code !== 'saint-aubin')!.id;
});
afterAll(() => ctx.close());

const db = () => dynamic(ctx.app.db.kysely);

/** POST /proxy/form/list/{form}/{field}[/0/0/{params}] as the screen sends it from a collection row. */
async function postOptions(body: object, url = '/proxy/form/list/vehicle/drivers.employee', user = 'agent') {
  return ctx.app.inject({ method: 'POST', url, headers: bearer(await ctx.login(user)), payload: body });
}

/** A tenant's employees in the order the options list them (by last name, then id). */
async function employeesOf(clientId: number): Promise<number[]> {
  const rows = await db().selectFrom('employee').select('id').where('client_id', '=', clientId).orderBy('last_name').orderBy('id').execute();
  return rows.map((row) => Number(row.id));
}

const driversRow = (employee: number | null, since: string | null = null) => ({ identifier: null, values: { employee, since } });

describe('a vehicle’s authorised drivers', () => {
  it('are seeded among the tenant’s own employees, each at most once per vehicle', async () => {
    const rows = await db()
      .selectFrom('vehicle_drivers')
      .innerJoin('employee', 'employee.id', 'vehicle_drivers.employee')
      .select(['vehicle_drivers.parent_id', 'vehicle_drivers.employee', 'vehicle_drivers.client_id', 'employee.client_id as employee_client'])
      .execute();
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((row) => row.client_id === row.employee_client)).toBe(true);
    const pairs = rows.map((row) => `${row.parent_id}:${row.employee}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('are a dense collection whose employee leaves out those of the other rows; options are cached by default', async () => {
    const form = (await agent.load('vehicle')).json<FormResponse>();
    const employee = (form.properties.drivers!.collection_form as { properties: Record<string, FormResponse['properties'][string]> }).properties.employee!;
    expect(employee).toMatchObject({ type: 'select_async', label: 'Conducteur', required: true, link: 'employee' });
    expect(employee.noSelectOptionCache).toBeUndefined();
    // The invoice's quotes change while an invoice is written: asked again at every opening.
    expect((await agent.load('invoice')).json<FormResponse>().properties.quotes!.noSelectOptionCache).toBe(true);
  });
});

describe('POST options with the collection’s values', () => {
  it('leave out the employees the other rows hold, and still answer a full page', async () => {
    const employees = await employeesOf(saintAubin);
    const [first, second, third] = employees;
    const all = (await postOptions({})).json<SelectOption[]>();
    expect(all.map((option) => option.value)).toEqual(employees.slice(0, OPTIONS_LIMIT));

    const response = await postOptions({ collection_values: [first, second, first] });
    expect(response.statusCode).toBe(200);
    const narrowed = response.json<SelectOption[]>().map((option) => option.value);
    expect(narrowed).toEqual(employees.filter((id) => id !== first && id !== second).slice(0, OPTIONS_LIMIT));
    expect(narrowed[0]).toBe(third);

    // The same through the /0/0/{params} variant, with a search typed: the search narrows, the other rows' are left out.
    const [firstOption] = all;
    const lastName = firstOption!.label.split(' ')[0]!;
    const searched = (await postOptions({ search: lastName, collection_values: [first] }, '/proxy/form/list/vehicle/drivers.employee/0/0/aWQ9MQ')).json<SelectOption[]>();
    expect(searched.map((option) => option.value)).not.toContain(first);
    expect(searched.every((option) => option.label.toUpperCase().includes(lastName.toUpperCase()))).toBe(true);
    // The GET variants, which carry no collection values, offer everyone.
    expect((await agent.options('vehicle', 'drivers.employee', '')).json()).toEqual(all);
  });

  it('are ignored by a relation not declared distinctInCollection: a product may come back on another line', async () => {
    const products = (await ctx.app.inject({ method: 'GET', url: '/proxy/form/list/invoice/lines.product/a/0', headers: bearer(await ctx.login('agent')) })).json<SelectOption[]>();
    expect(products.length).toBeGreaterThan(0);
    const again = (await postOptions({ search: 'a', collection_values: products.map((option) => option.value) }, '/proxy/form/list/invoice/lines.product')).json();
    expect(again).toEqual(products);
  });

  it('name other organisations’ employees in vain: nothing of theirs is offered, nothing of ours is left out', async () => {
    const all = (await postOptions({})).json<SelectOption[]>();
    const theirs = await employeesOf(lilas);
    expect((await postOptions({ collection_values: theirs.slice(0, 100) })).json()).toEqual(all);
    // The other organisation has no fleet: for its users the vehicle form and its options do not exist.
    expect((await postOptions({ collection_values: theirs.slice(0, 3) }, undefined, 'agent.lilas')).statusCode).toBe(404);
  });

  it('mark an answer the screen will not keep as not to be stored anywhere (cache: false)', async () => {
    const uncached = await postOptions({ cache: false, collection_values: [] });
    expect(uncached.statusCode).toBe(200);
    expect(uncached.headers['cache-control']).toBe('no-store');
    const cached = await postOptions({ cache: true });
    expect(cached.json()).toEqual(uncached.json());
    expect(cached.headers['cache-control']).toBeUndefined();
  });

  it('answer a malformed body 400 in French, naming what is wrong, never 500', async () => {
    const bodies: [object, string][] = [
      [{ collection_values: 'abc' }, 'collection_values'],
      [{ collection_values: ['12'] }, 'collection_values.0'],
      [{ collection_values: [0] }, 'collection_values.0'],
      [{ collection_values: [1.5] }, 'collection_values.0'],
      [{ collection_values: Array.from({ length: 2001 }, (_, index) => index + 1) }, 'collection_values'],
      [{ cache: 'non' }, 'cache'],
      [{ search: 'x'.repeat(201) }, 'search'],
      [{ rows: [] }, 'rows'],
    ];
    for (const [body, path] of bodies) {
      const response = await postOptions(body);
      expect([JSON.stringify(body).slice(0, 60), response.statusCode, response.json().message]).toEqual([JSON.stringify(body).slice(0, 60), 400, messages.http.badRequest]);
      const errors = response.json().errors as { path: string; text: string }[];
      expect(errors.map((error) => error.path)).toContain(path);
      expect(errors.every((error) => /[a-zà-ÿ]/i.test(error.text) && !/must|should/i.test(error.text))).toBe(true);
    }
    const notJson = await ctx.app.inject({ method: 'POST', url: '/proxy/form/list/vehicle/drivers.employee', headers: { ...bearer(await ctx.login('agent')), 'content-type': 'application/json' }, payload: '{"collection_values": [1,' });
    expect(notJson.statusCode).toBe(400);
  });

  it('answer 404 for a field that is not a relation, or a collection the form does not have', async () => {
    expect((await postOptions({ collection_values: [1] }, '/proxy/form/list/vehicle/drivers.since')).statusCode).toBe(404);
    expect((await postOptions({ collection_values: [1] }, '/proxy/form/list/vehicle/passengers.employee')).statusCode).toBe(404);
  });
});

describe('saving drivers', () => {
  it('refuses an employee twice in the drivers of one vehicle, on the later row, in French, and writes nothing', async () => {
    const [first, second] = await employeesOf(saintAubin);
    const before = await db().selectFrom('vehicle').select('id').where('client_id', '=', saintAubin).execute();
    const response = await agent.save('vehicle', {
      identifier: null,
      values: { plate: 'DR-101-VE', brand: 'Renault', model: 'Kangoo' },
      collection: { drivers: [driversRow(first!), driversRow(second!), driversRow(first!, '2026-01-05')] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.form.saveFailed,
      errors: [{ path: 'drivers.2.employee', text: formatMessage(messages.form.duplicateInCollection, { line: 1 }) }],
    });
    expect(await db().selectFrom('vehicle').select('id').where('client_id', '=', saintAubin).execute()).toHaveLength(before.length);
  });

  it('accepts each employee once, and the same employee on another vehicle; a duplicate added later is refused too', async () => {
    const [first, second] = await employeesOf(saintAubin);
    const saved = await agent.save('vehicle', {
      identifier: null,
      values: { plate: 'DR-102-VE', brand: 'Peugeot', model: '208' },
      collection: { drivers: [driversRow(first!), driversRow(second!)] },
    });
    expect(saved.statusCode).toBe(200);
    const vehicle = saved.json<FormResponse>();
    expect(vehicle.collection.drivers!.data.map((row) => row.values.employee)).toEqual([first, second]);
    const other = await agent.save('vehicle', { identifier: null, values: { plate: 'DR-103-VE' }, collection: { drivers: [driversRow(first!)] } });
    expect(other.statusCode).toBe(200);

    const rows = vehicle.collection.drivers!.data.map((row) => ({ identifier: row.identifier, values: row.values }));
    const duplicate = await agent.save('vehicle', {
      identifier: vehicle.identifier,
      version: vehicle.version,
      values: {},
      collection: { drivers: [...rows, driversRow(second!)] },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual([{ path: 'drivers.2.employee', text: formatMessage(messages.form.duplicateInCollection, { line: 2 }) }]);
  });

  it('answers 404 for a driver of another organisation, naming the row', async () => {
    const [theirs] = await employeesOf(lilas);
    const response = await agent.save('vehicle', { identifier: null, values: { plate: 'DR-104-VE' }, collection: { drivers: [driversRow(theirs!)] } });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([{ path: 'drivers.0.employee', text: messages.form.relationNotFound }]);
  });
});

describe('declaring distinctInCollection', () => {
  const vehicle = applicationModules.find((module) => module.name === 'vehicle')!;
  const withVehicle = (changes: Partial<ModuleDefinition>) => new ModuleRegistry([...applicationModules.filter((module) => module !== vehicle), { ...vehicle, ...changes }]);

  it('is refused at start-up on a record’s own field and on a multi-select: only a row’s single relation compares with other rows', () => {
    const managed = { ...vehicle.fields, manager: f.selectAsync('Responsable', { module: 'employee', distinctInCollection: true }) };
    expect(() => withVehicle({ fields: managed, layout: ui.vertical(vehicle.layout, 'manager') })).toThrow('field "manager" is distinctInCollection');
    const drivers = vehicle.collections!.drivers as InlineCollectionDefinition;
    const several = { ...drivers, fields: { ...drivers.fields, employee: f.selectAsyncMultiple('Conducteurs', { module: 'employee', distinctInCollection: true }) } };
    expect(() => withVehicle({ collections: { ...vehicle.collections, drivers: several } })).toThrow('field "employee" is distinctInCollection');
    expect(() => withVehicle({})).not.toThrow();
  });

  it('is refused at start-up in a nested collection, whose rows neither the save nor the options call compare', () => {
    const customer = applicationModules.find((module) => module.name === 'customer')!;
    const contacts = customer.collections!.contacts as InlineCollectionDefinition;
    const means = contacts.collections!.means as InlineCollectionDefinition;
    const colleague = { ...means, fields: { ...means.fields, colleague: f.selectAsync('Collègue', { module: 'employee', distinctInCollection: true }) } };
    const changed = { ...customer, collections: { ...customer.collections, contacts: { ...contacts, collections: { means: colleague } } } };
    expect(() => new ModuleRegistry([...applicationModules.filter((module) => module !== customer), changed])).toThrow('field "colleague" is distinctInCollection');
  });
});
