import { type ParamsInput, encodeParams } from '@ossature/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import { bearer } from './test-app.js';

/** Gives every organisation and every user of the test database the named modules. */
export async function enableEverywhere(app: App, modules: string[]): Promise<void> {
  const db = app.db.kysely;
  const clients = await db.selectFrom('client').select('id').execute();
  const users = await db.selectFrom('app_user').select('id').execute();
  await db.insertInto('client_module').values(clients.flatMap(({ id }) => modules.map((module) => ({ client_id: id, module })))).onConflict((c) => c.doNothing()).execute();
  await db.insertInto('user_module').values(users.flatMap(({ id }) => modules.map((module) => ({ user_id: id, module })))).onConflict((c) => c.doNothing()).execute();
}

export const idParams = (id: number) => encodeURIComponent(encodeParams({ id }));

/** The form calls of SPEC §7 as one user makes them. */
export function formClient(app: App, token: string) {
  const headers = bearer(token);
  return {
    load: (form: string, id?: number): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'GET', url: id ? `/proxy/form/${form}/${idParams(id)}` : `/proxy/form/${form}`, headers }),
    save: (form: string, payload: object, query = ''): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: `/proxy/form/${form}${query}`, headers, payload }),
    remove: (form: string, identifier: number): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'DELETE', url: `/proxy/form/${form}/${idParams(identifier)}`, headers, payload: { identifier } }),
    copy: (form: string, identifier: number): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: `/api-internal/form/copy/${form}`, headers, payload: { identifier } }),
    onchange: (form: string, field: string, payload: object): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: `/proxy/form/onchange/${form}/${field}`, headers, payload }),
    /** `params`: the values the options depend on, sent base64-encoded as the screen does. */
    options: (form: string, field: string, search: string, params?: ParamsInput): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'GET',
        url: `/proxy/form/list/${form}/${field}/${encodeURIComponent(search || '0')}/0${params ? `/${encodeURIComponent(encodeParams(params))}` : ''}`,
        headers,
      }),
    labels: (form: string, field: string, ids: number[]): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'GET', url: `/proxy/form/list/${form}/${field}/empty/${ids.join(',')}`, headers }),
    collection: (form: string, id: number, field: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'GET', url: `/proxy/form/collection/${form}/${id}/${field}`, headers }),
    chart: (form: string, id: number, name: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'GET', url: `/proxy/form/chart/${form}/${id}/${name}`, headers }),
    history: (table: string, id: number, query = ''): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'GET', url: `/proxy/form/history/${table}/${id}${query}`, headers }),
    historySince: (table: string, id: number, fromDate: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'GET', url: `/api-internal/form/history/${table}/${id}?fromDate=${encodeURIComponent(fromDate)}`, headers }),
    subFormDelete: (form: string, id: number): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'DELETE', url: `/form/${form}/${encodeURIComponent(encodeParams({ primaryKey: id }))}`, headers }),
  };
}

export type FormClient = ReturnType<typeof formClient>;

/** Creates a record through the form and returns its load answer. */
export async function create(client: FormClient, form: string, values: object, collection?: object) {
  const response = await client.save(form, { identifier: null, values, ...(collection ? { collection } : {}) });
  if (response.statusCode !== 200) throw new Error(`create ${form} failed: ${response.statusCode} ${response.body}`);
  return response.json() as { identifier: number; version: number; values: Record<string, unknown>; collection: Record<string, { data: { identifier: number; values: Record<string, unknown> }[] }>; loaded_at: string };
}
