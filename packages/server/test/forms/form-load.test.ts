import { encodeParams, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, enableEverywhere, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ modules: engineTestModules });
  await enableEverywhere(ctx.app, ['folder', 'note', 'queued_note']);
});
afterAll(() => ctx.close());

describe('GET /proxy/form/{name}', () => {
  it('describes a new record: no identifier, no title, defaults, the layout and the save button only', async () => {
    const client = formClient(ctx.app, await ctx.login('agent'));
    const response = await client.load('note');
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form).toMatchObject({ name: 'note', identifier: null, title: null, version: null, table: 'note', read_only: false });
    expect(form.values.status).toBe('open');
    expect(form.values.tags).toEqual([]);
    expect(form.values.urgent).toBe(false);
    expect(form.buttons.map((button: { name: string }) => button.name)).toEqual(['save']);
    expect(form.layout.type).toBe('VerticalLayout');
    expect(form.properties.title).toMatchObject({ type: 'string', label: 'Titre', required: true, max_length: 50 });
    expect(form.properties.amount).toMatchObject({ type: 'money', decimals: 2, adornment: '€' });
    expect(form.properties.status.values).toEqual([{ value: 'open', label: 'Ouverte' }, { value: 'closed', label: 'Fermée' }]);
    expect(form.properties.locked_code.read_only).toBe(true);
    expect(form.properties.reason.display_condition).toEqual({ scope: '#/properties/status', schema: { const: 'closed' } });
    expect(form.required).toEqual(['title', 'reason']);
  });

  it('prefills a new record from the page params', async () => {
    const client = formClient(ctx.app, await ctx.login('agent'));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/proxy/form/note/${encodeURIComponent(encodeParams({ title: 'Depuis un lien', count: 3, unknown: 'x' }))}`,
      headers: bearer(await ctx.login('agent')),
    });
    expect(response.json().values).toMatchObject({ title: 'Depuis un lien', count: 3 });
    expect(response.json().values).not.toHaveProperty('unknown');
    expect((await client.load('note')).json().values.title).toBeNull();
  });

  it('takes page params far longer than 100 characters: a long return URL still opens the form', async () => {
    const returnUrl = `/list/note/${encodeParams({ search: 'x'.repeat(600) })}`;
    const params = encodeParams({ title: 'Retour', return_url: returnUrl });
    expect(params.length).toBeGreaterThan(1000);
    const response = await ctx.app.inject({ method: 'GET', url: `/proxy/form/note/${encodeURIComponent(params)}`, headers: bearer(await ctx.login('agent')) });
    expect(response.statusCode).toBe(200);
    expect(response.json().values.title).toBe('Retour');
  });

  it('loads an existing record with its title, version, buttons, rows, linked records and related labels', async () => {
    const client = formClient(ctx.app, await ctx.login('admin'));
    const folder = await create(client, 'folder', { name: 'Travaux' }, { items: [{ identifier: null, values: { label: 'Peinture', quantity: 2, price: 10.5 } }] });
    await create(client, 'note', { title: 'Devis peintre', folder: folder.identifier, related: [folder.identifier] });
    const form = (await client.load('folder', folder.identifier)).json();
    expect(form).toMatchObject({ identifier: folder.identifier, title: 'Dossier Travaux', version: 1 });
    expect(form.values.total).toBe(21);
    expect(form.buttons.map((button: { name: string }) => button.name)).toEqual(['save', 'copy', 'del', 'create_task', 'history']);
    expect(form.side_tools).toEqual(['comments', 'tasks', 'history']);
    expect((await client.load('folder')).json().side_tools).toEqual([]);
    expect(form.collection.items.data).toEqual([{ identifier: expect.any(Number), values: { label: 'Peinture', quantity: 2, price: 10.5, total: 21 } }]);
    expect(form.collection.items.new.values).toEqual({ label: null, quantity: null, price: null, total: 0 });
    expect(form.collection.notes.data).toEqual([]);
    expect(form.properties.notes.collection_form).toMatchObject({ element: 'ListCollection', form: 'note', parent_field: 'folder', deferred: true });
    const notes = (await client.collection('folder', folder.identifier, 'notes')).json();
    expect(notes.data).toEqual([
      {
        identifier: expect.any(Number),
        values: { title: 'Devis peintre', status: 'open', related: [folder.identifier] },
        labels: { related: 'Travaux' },
        form_read_only: 0,
      },
    ]);
    expect(form.footer_history).toMatchObject({ created_by: 'Antoine Leroy', updated_by: 'Antoine Leroy' });

    const note = (await client.load('note', notes.data[0].identifier)).json();
    expect(note.properties.folder).toMatchObject({ type: 'select_async', link: 'folder', values: [{ value: folder.identifier, label: 'Travaux' }] });
  });

  it('answers 404 for an unknown form, a form the client does not have, and an unknown record', async () => {
    const client = formClient(ctx.app, await ctx.login('agent'));
    for (const response of [await client.load('nothing'), await client.load('customer'), await client.load('note', 999_999)]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await client.load('nothing')).json()).toEqual({ message: messages.form.formNotFound });
    expect((await client.load('note', 999_999)).json()).toEqual({ message: messages.form.recordNotFound });
  });

  it('answers 400 in French for malformed params', async () => {
    const token = await ctx.login('agent');
    for (const params of [encodeURIComponent(encodeParams({ id: 'abc' })), 'bm90IGJhc2U2NA*', encodeURIComponent('aWQ9NDI=!')]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/proxy/form/note/${params}`, headers: bearer(token) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.http.invalidParams);
    }
    const undecodable = await ctx.app.inject({ method: 'GET', url: '/proxy/form/note/%%%', headers: bearer(token) });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({ message: messages.http.badRequest });
  });

  it('answers the same 400 for malformed params on every form call, those that read none included', async () => {
    const token = await ctx.login('agent');
    const note = await create(formClient(ctx.app, token), 'note', { title: 'Paramètres' });
    const malformed = 'bm90IGJhc2U2NA*';
    const calls = [
      { method: 'DELETE' as const, url: `/proxy/form/note/${malformed}`, payload: { identifier: note.identifier } },
      { method: 'POST' as const, url: `/api-internal/form/copy/note/${malformed}`, payload: { identifier: note.identifier } },
      { method: 'GET' as const, url: `/proxy/form/collection/folder/1/items/${malformed}` },
      { method: 'GET' as const, url: `/proxy/form/list/note/folder/0/0/${malformed}` },
      { method: 'GET' as const, url: `/proxy/form/list/note/folder/empty/1/${malformed}` },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject({ ...call, headers: bearer(token) });
      expect([call.url, response.statusCode, response.json().message]).toEqual([call.url, 400, messages.http.invalidParams]);
    }
    expect((await formClient(ctx.app, token).load('note', note.identifier)).statusCode).toBe(200);
  });

  it('shows a form read-only, without save, to a role that may read but not write it', async () => {
    const admin = formClient(ctx.app, await ctx.login('admin'));
    const note = await create(admin, 'note', { title: 'Visible des partenaires' });
    const partner = formClient(ctx.app, await ctx.login('partenaire'));
    const form = (await partner.load('note', note.identifier)).json();
    expect(form.read_only).toBe(true);
    expect(form.properties.title.read_only).toBe(true);
    // Reading a record still shows its comments, tasks and history; adding a task needs the right to change it.
    expect(form.buttons).toEqual([{ name: 'history', title: 'Historique' }]);
    expect(form.side_tools).toEqual(['comments', 'tasks', 'history']);
    const folder = await partner.load('folder');
    expect(folder.statusCode).toBe(403);
    expect(folder.json()).toEqual({ message: messages.form.forbidden, protected: true });
  });
});
