import { encodeParams, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormClient, create, enableEverywhere, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

/** A call naming its record in the body and in the page's params acts only when both name the same record. */

let ctx: TestContext;
let agent: FormClient;
let agentToken: string;
beforeAll(async () => {
  ctx = await createTestApp({ modules: engineTestModules });
  await enableEverywhere(ctx.app, ['note']);
  agentToken = await ctx.login('agent');
  agent = formClient(ctx.app, agentToken);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, method: 'POST' | 'DELETE' = 'POST') => ctx.app.inject({ method, url, headers: bearer(agentToken), payload });
const withParams = (path: string, params: Record<string, string | number>) => `${path}/${encodeURIComponent(encodeParams(params))}`;

describe('the record a save, delete or copy names', () => {

  it('refuses a save whose body names another record than the page, or whose page id is not a number, and writes nothing', async () => {
    const one = await create(agent, 'note', { title: 'Une' });
    const two = await create(agent, 'note', { title: 'Deux' });
    const body = { identifier: one.identifier, version: one.version, values: { title: 'Piratée' } };

    const other = await post(withParams('/proxy/form/note', { id: two.identifier }), body);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: messages.form.identifierMismatch, errors: [{ path: 'identifier', text: messages.form.identifierMismatch }] });
    const letters = await post(withParams('/proxy/form/note', { id: 'abc' }), body);
    expect(letters.statusCode).toBe(400);
    expect(letters.json().errors).toEqual([{ path: 'identifier', text: messages.http.invalidParams }]);
    expect((await agent.load('note', one.identifier)).json().values.title).toBe('Une');

    const same = await post(withParams('/proxy/form/note', { id: one.identifier }), body);
    expect(same.statusCode).toBe(200);
  });

  it('saves a new record from a page showing another one, as a copy does until it is saved', async () => {
    const one = await create(agent, 'note', { title: 'Modèle' });
    const copy = await post(withParams('/proxy/form/note', { id: one.identifier }), { identifier: null, values: { title: 'Copie' } });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().identifier).not.toBe(one.identifier);
  });

  it('refuses a delete or a copy whose body names another record than the page', async () => {
    const one = await create(agent, 'note', { title: 'Gardée' });
    const two = await create(agent, 'note', { title: 'Autre' });
    const deleted = await post(withParams('/proxy/form/note', { id: two.identifier }), { identifier: one.identifier }, 'DELETE');
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toBe(messages.form.identifierMismatch);
    expect((await agent.load('note', one.identifier)).statusCode).toBe(200);

    const copied = await post(withParams('/api-internal/form/copy/note', { id: two.identifier }), { identifier: one.identifier });
    expect(copied.statusCode).toBe(400);
    expect(copied.json().message).toBe(messages.form.identifierMismatch);
    const agreeing = await post(withParams('/api-internal/form/copy/note', { id: one.identifier }), { identifier: one.identifier });
    expect(agreeing.json().values.title).toBe('Gardée');
  });
});
