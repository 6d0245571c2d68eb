import { type Shortcut, formatMessage, messages } from '@ossature/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The demo data: each organisation's shortcuts come with it.
  ctx = await createTestApp({ seedSize: 1 });
  for (const username of ['admin', 'agent', 'partenaire', 'admin.lilas', 'agent.lilas']) tokens[username] = await ctx.login(username);
});
afterAll(() => ctx.close());

/** The shortcut calls as one user makes them. */
function shortcutsOf(username: string) {
  const headers = bearer(tokens[username]!);
  return {
    list: async (): Promise<Shortcut[]> => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/shortcutAction', headers });
      expect(response.statusCode).toBe(200);
      return response.json();
    },
    add: (body: object) => ctx.app.inject({ method: 'POST', url: '/api-internal/shortcutAction', headers, payload: body }),
    remove: (id: number | string) => ctx.app.inject({ method: 'DELETE', url: `/api-internal/shortcutAction/${id}`, headers }),
  };
}

const titles = (shortcuts: Shortcut[]) => shortcuts.map((shortcut) => shortcut.title);

/** An organisation shortcut saved by an administrator through the module's form. */
const organisationShortcut = (username: string, values: object) => create(formClient(ctx.app, tokens[username]!), 'g_shortcut', { scope: 'organisation', ...values });

const errorsOf = (response: LightMyRequestResponse) => response.json<{ errors: { path: string; text: string }[] }>().errors;
const invalidLink = formatMessage(messages.form.constraint, { label: 'Lien', constraint: messages.shortcut.invalidLink });

describe('GET /api-internal/shortcutAction', () => {
  it('gives the organisation’s shortcuts as SPEC §3 shapes them, by order', async () => {
    const shortcuts = await shortcutsOf('agent').list();
    expect(shortcuts.map(({ id: _id, ...shortcut }) => shortcut)).toEqual([
      { title: 'Factures impayées', link: '/list/invoice', extra_configuration: { icon: 'receipt_long', target: '_self' }, personal: false },
      { title: 'Planning des absences', link: '/planning/absences', extra_configuration: { icon: 'calendar_month', target: '_self' }, personal: false },
      { title: 'Nouvelle absence', link: '/form/absence', extra_configuration: { icon: 'beach_access', target: '_self' }, personal: false },
      { title: 'Service-Public.fr', link: 'https://www.service-public.fr', extra_configuration: { icon: 'web', target: '_blank' }, personal: false },
    ]);
  });

  it('orders shortcuts of the same rank by title, in French', async () => {
    for (const title of ['Zones bleues', 'Écoles', 'Agenda']) await organisationShortcut('admin', { title, link: '/', sort_order: 15 });
    expect(titles(await shortcutsOf('agent').list())).toEqual(['Factures impayées', 'Agenda', 'Écoles', 'Zones bleues', 'Planning des absences', 'Nouvelle absence', 'Service-Public.fr']);
  });

  it('gives each organisation its own shortcuts only', async () => {
    const saintAubin = await shortcutsOf('agent').list();
    const lilas = await shortcutsOf('agent.lilas').list();
    expect(titles(lilas)).toEqual(['Factures impayées', 'Planning des absences', 'Nouvelle absence', 'Service-Public.fr']);
    expect(lilas.some((shortcut) => saintAubin.some((other) => other.id === shortcut.id))).toBe(false);
  });

  it('leaves out shortcuts to a module the caller may not read: a partner sees neither the invoices nor the absences', async () => {
    await organisationShortcut('admin', { title: 'Devis du mois', link: '/front/list/quote', sort_order: 50 });
    await organisationShortcut('admin', { title: 'Ancienne liste', link: '/list/no_such_module', sort_order: 60 });
    await organisationShortcut('admin', { title: 'Planning disparu', link: '/planning/no_such_planning', sort_order: 60 });
    await organisationShortcut('admin', { title: 'Relance groupée', link: '/form/invoice_mark_sent', sort_order: 60 });
    expect(titles(await shortcutsOf('partenaire').list())).toEqual(['Agenda', 'Écoles', 'Zones bleues', 'Service-Public.fr', 'Devis du mois']);
    // A bulk action's form is its module's: staff reach it, and a link to nothing leads nowhere, for anyone.
    expect(titles(await shortcutsOf('admin').list())).toContain('Relance groupée');
    expect(titles(await shortcutsOf('admin').list())).not.toContain('Ancienne liste');
    expect(titles(await shortcutsOf('admin').list())).not.toContain('Planning disparu');
  });
});

describe('the organisation’s shortcuts', () => {
  it('are managed by administrators only, through the module’s form and list', async () => {
    const agent = formClient(ctx.app, tokens.agent!);
    expect((await agent.save('g_shortcut', { identifier: null, values: { title: 'Moi', link: '/' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/proxy/list/g_shortcut', headers: bearer(tokens.agent!) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/proxy/list/g_shortcut', headers: bearer(tokens.admin!) })).statusCode).toBe(200);
    // The partner was not given the module at all.
    expect((await formClient(ctx.app, tokens.partenaire!).load('g_shortcut')).statusCode).toBe(404);
  });

  it('refuse a link that is neither a path of the application nor an https:// address', async () => {
    const admin = formClient(ctx.app, tokens.admin!);
    for (const link of ['javascript:alert(1)', '//evil.example/list', '/\\evil.example', 'http://example.org', 'https://', 'ftp://example.org', 'list/invoice', '/list/ invoice', 'data:text/html,<p>']) {
      const response = await admin.save('g_shortcut', { identifier: null, values: { title: 'Piège', link } });
      expect({ link, status: response.statusCode, errors: errorsOf(response) }).toEqual({ link, status: 400, errors: [{ path: 'link', text: invalidLink }] });
    }
    expect((await admin.save('g_shortcut', { identifier: null, values: { title: 'Sûr', link: 'https://www.example.org/page?x=1#haut' } })).statusCode).toBe(200);
  });
});

describe('personal shortcuts', () => {
  it('are added by any user to the page they are on, after their shortcuts, and seen by them only', async () => {
    const added = await shortcutsOf('agent').add({ title: '  Mes factures  ', link: '/list/invoice/Y29uZmlndXJhdGlvbl9pZD0x' });
    expect(added.statusCode).toBe(201);
    const shortcut = added.json<Shortcut>();
    expect(shortcut).toEqual({ id: shortcut.id, title: 'Mes factures', link: '/list/invoice/Y29uZmlndXJhdGlvbl9pZD0x', extra_configuration: { icon: null, target: '_self' }, personal: true });
    expect((await shortcutsOf('agent').list()).at(-1)).toEqual(shortcut);
    for (const username of ['admin', 'partenaire', 'agent.lilas']) expect((await shortcutsOf(username).list()).map((other) => other.id)).not.toContain(shortcut.id);

    // A partner adds theirs too, though they were not given the shortcuts' module.
    const partner = await shortcutsOf('partenaire').add({ title: 'Mes devis', link: '/list/quote', icon: 'request_quote', target: '_blank' });
    expect(partner.statusCode).toBe(201);
    expect((await shortcutsOf('partenaire').list()).at(-1)).toMatchObject({ title: 'Mes devis', extra_configuration: { icon: 'request_quote', target: '_blank' }, personal: true });
  });

  it('are removed by their owner only: anyone else’s, or the organisation’s, answers 404', async () => {
    const { id } = (await shortcutsOf('agent').add({ title: 'Éphémère', link: '/' })).json<Shortcut>();
    const organisation = (await shortcutsOf('agent').list()).find((shortcut) => !shortcut.personal)!;
    for (const [username, target] of [['admin', id], ['agent.lilas', id], ['agent', organisation.id]] as const) {
      const refused = await shortcutsOf(username).remove(target);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: messages.shortcut.shortcutNotFound });
    }
    expect((await shortcutsOf('agent').remove(id)).statusCode).toBe(204);
    expect((await shortcutsOf('agent').list()).map((shortcut) => shortcut.id)).not.toContain(id);
    expect((await shortcutsOf('agent').remove(id)).statusCode).toBe(404);
    expect((await shortcutsOf('agent').remove('abc')).statusCode).toBe(400);
  });

  it('follow the module’s rules: a title, a safe link, a known icon, and nothing else', async () => {
    const agent = shortcutsOf('agent');
    const refused = await agent.add({ title: ' ', link: 'javascript:alert(1)' });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([
      { path: 'title', text: messages.form.required },
      { path: 'link', text: invalidLink },
    ]);
    expect(errorsOf(await agent.add({ title: 'Icône', link: '/', icon: 'rocket' }))).toEqual([{ path: 'icon', text: messages.form.invalidChoice }]);
    for (const body of [{ title: 'Sans lien' }, { title: 'Cible', link: '/', target: '_top' }, { title: 'Trop', link: '/', scope: 'organisation' }, { title: 'x'.repeat(151), link: '/' }]) {
      expect({ body, status: (await agent.add(body)).statusCode }).toEqual({ body, status: 400 });
    }
  });
});
