import { type FormResponse, type HistoryPage, type UiElement, formatMessage, messages } from '@ossature/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { slugSchema } from '../../src/modules/site/cms-page/cms-page-module.js';
import { type FormClient, formClient } from '../helpers/form-calls.js';
import { holdQueue } from '../helpers/job-queue.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let agent: FormClient;
let clientId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  agent = formClient(ctx.app, await ctx.login('agent'));
  clientId = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());
// A test failing while it holds the job queue must not leave it held for the next ones.
afterEach(() => vi.restoreAllMocks());

const db = () => dynamic(ctx.app.db.kysely);

/** The id of the seeded page with this slug. */
async function pageId(slug: string): Promise<number> {
  const row = await db().selectFrom('cms_page').select('id').where('client_id', '=', clientId).where('slug', '=', slug).executeTakeFirstOrThrow();
  return Number(row.id);
}

const load = async (id: number) => (await agent.load('cms_page', id)).json<FormResponse>();

const queuedJobs = () => ctx.app.db.kysely.selectFrom('form_job').select(['status', 'error']).where('module', '=', 'cms_page').orderBy('id').execute();

/** What the screen sends: the page as loaded with the user's changes, and the starting values of those. */
const screenSave = (page: FormResponse, changes: Record<string, unknown>, extra: object = {}) => ({
  identifier: page.identifier,
  version: page.version,
  loaded_at: page.loaded_at,
  values: { ...page.values, ...changes },
  original: { values: Object.fromEntries(Object.keys(changes).map((name) => [name, page.values[name]])) },
  ...extra,
});

/** Saves through the queue and waits until the job ran; answers the 202. */
async function saveAndApply(payload: object) {
  const response = await agent.save('cms_page', payload);
  await ctx.app.formJobs.drain();
  return response;
}

function elementsOf(root: UiElement, type: string): UiElement[] {
  return [...(root.type === type ? [root] : []), ...(root.elements ?? []).flatMap((child) => elementsOf(child, type))];
}

describe('cms_page demo data', () => {
  it('gives Saint-Aubin 40 pages with distinct, valid slugs, most of them published', async () => {
    const rows = await db().selectFrom('cms_page').select(['client_id', 'slug', 'published']).execute();
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.client_id))).toEqual(new Set([clientId]));
    expect(new Set(rows.map((row) => row.slug)).size).toBe(40);
    for (const row of rows) expect(row.slug).toMatch(new RegExp(slugSchema.schema.pattern));
    expect(rows.filter((row) => Number(row.published) === 1).length).toBeGreaterThan(20);
  });
});

describe('the cms_page form', () => {
  it('has Contenu, Publication and Suivi tabs, with a help text, a publish button, an extra button and the side cards', async () => {
    const form = await load(await pageId('etat-civil'));
    const tabs = elementsOf(form.layout, 'Category');
    expect(tabs.map((tab) => [tab.label, tab.name])).toEqual([
      ['Contenu', 'contenu'],
      ['Publication', 'publication'],
      ['Suivi', 'suivi'],
    ]);
    expect(tabs[2]!.elements).toEqual([{ type: 'VerticalLayout', elements: [{ type: 'CardHistory' }, { type: 'CardComments' }, { type: 'CardAttachments' }] }]);
    expect(elementsOf(tabs[0]!, 'Content')).toEqual([{ type: 'Content', options: { html: expect.stringContaining('nettoyé à l’enregistrement') } }]);

    const [button] = elementsOf(form.layout, 'Button');
    expect(button).toEqual({ type: 'Button', name: 'all_pages' });
    expect(form.buttons.find((candidate) => candidate.name === 'all_pages')).toEqual({ name: 'all_pages', title: 'Toutes les pages', icon: 'web', path: '/list/cms_page' });

    expect(form.properties.intro).toMatchObject({ type: 'content', virtual: true, content: expect.stringContaining('<strong>publiée</strong>') });
    expect(form.properties.publish).toMatchObject({ type: 'submit', label: 'Publier', change_field: { field: 'published', value: true } });
    expect(elementsOf(tabs[1]!, 'Control').find((control) => control.scope === '#/properties/publish')).toEqual({
      type: 'Control',
      scope: '#/properties/publish',
      rule: { effect: 'SHOW', condition: { scope: '#/properties/published', schema: { const: false } } },
    });
    expect(form.properties.published).toMatchObject({ type: 'boolean', read_only: false });
    expect(form.properties.preview).toMatchObject({ type: 'inline_right_html', read_only: true, virtual: true, depends_on: ['body'] });
    expect(form.properties.template).toMatchObject({ type: 'vertical_tabs', required: true, values: expect.arrayContaining([{ value: 'full_width', label: 'Pleine largeur' }]) });
    expect(form.properties.keywords).toMatchObject({ type: 'select_multiple_creatable', max_length: 50 });
    expect(form.properties.slug).toMatchObject({ validation_schema: slugSchema });
  });
});

describe('saving a cms_page', () => {
  it('answers 202, changes nothing until the job ran, then the page and its history show the change', async () => {
    const id = await pageId('horaires-de-la-mairie');
    const before = await load(id);
    const release = holdQueue(ctx.app);

    const response = await agent.save('cms_page', { identifier: id, version: before.version, values: { title: 'Horaires d’ouverture de la mairie' } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'Votre demande a été prise en compte. Les modifications seront visibles dans quelques minutes.' });
    expect((await load(id)).values.title).toBe('Horaires de la mairie');
    expect((await queuedJobs()).at(-1)).toEqual({ status: 'pending', error: null });

    await release();
    const after = await load(id);
    expect(after.values.title).toBe('Horaires d’ouverture de la mairie');
    expect(after.version).toBe(before.version! + 1);
    expect((await queuedJobs()).at(-1)).toEqual({ status: 'done', error: null });
    const history = (await agent.history('cms_page', id)).json<HistoryPage>();
    expect(history.data[0]!.main).toMatchObject({
      type: 'Modification',
      user: 'Camille Durand',
      modification: { Titre: { old: 'Horaires de la mairie', new: 'Horaires d’ouverture de la mairie' } },
    });
  });

  it('applies two queued saves of one page by the same person in order: the second does not fail on the first', async () => {
    const id = await pageId('elections');
    const before = await load(id);
    const release = holdQueue(ctx.app);

    // The screen keeps the version it loaded after a 202: both saves are based on it.
    const first = await agent.save('cms_page', { identifier: id, version: before.version, values: { title: 'Élections 2026' } });
    const second = await agent.save('cms_page', { identifier: id, version: before.version, values: { title: 'Élections municipales 2026', keywords: ['vote'] } });
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);

    await release();
    expect((await queuedJobs()).slice(-2)).toEqual([
      { status: 'done', error: null },
      { status: 'done', error: null },
    ]);
    const after = await load(id);
    expect(after.values).toMatchObject({ title: 'Élections municipales 2026', keywords: ['vote'] });
    expect(after.version).toBe(before.version! + 2);
    const history = (await agent.history('cms_page', id)).json<HistoryPage>();
    expect(history.data.slice(0, 2).map((entry) => entry.main.modification.Titre)).toEqual([
      { old: 'Élections 2026', new: 'Élections municipales 2026' },
      { old: 'Élections', new: 'Élections 2026' },
    ]);
  });

  it('refuses, as a conflict naming its author, a save of a page whose change by someone else is still queued; confirmed, it applies after it', async () => {
    const admin = formClient(ctx.app, await ctx.login('admin'));
    const id = await pageId('cimetiere');
    const before = await load(id);
    const release = holdQueue(ctx.app);

    expect((await agent.save('cms_page', { identifier: id, version: before.version, values: { title: 'Cimetière communal' } })).statusCode).toBe(202);
    const refused = await admin.save('cms_page', { identifier: id, version: before.version, values: { title: 'Le cimetière' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Camille Durand');
    expect(refused.json().validation).toMatchObject({ conflict: true, table: 'cms_page', identifier: id });

    const confirmed = await admin.save('cms_page', { identifier: id, version: before.version, confirm_conflict: true, values: { title: 'Le cimetière' } });
    expect(confirmed.statusCode).toBe(202);
    await release();
    expect((await queuedJobs()).slice(-2)).toEqual([
      { status: 'done', error: null },
      { status: 'done', error: null },
    ]);
    expect((await load(id)).values.title).toBe('Le cimetière');
    const history = (await agent.history('cms_page', id)).json<HistoryPage>();
    expect(history.data.slice(0, 2).map((entry) => [entry.main.modification.Titre, Boolean(entry.main.conflict)])).toEqual([
      [{ old: 'Cimetière communal', new: 'Le cimetière' }, true],
      [{ old: 'Cimetière', new: 'Cimetière communal' }, false],
    ]);
  });

  it('applies a queued save as the changes it carries: a save built on the page before an earlier queued one ran keeps that one’s change', async () => {
    const admin = formClient(ctx.app, await ctx.login('admin'));
    const transports = await load(await pageId('transports'));
    const heritage = await load(await pageId('patrimoine'));
    const release = holdQueue(ctx.app);

    // Camille's second save was built on the page as the screen reloaded it after the first 202: the job had not run.
    expect((await agent.save('cms_page', screenSave(transports, { title: 'Transports en commun' }))).statusCode).toBe(202);
    expect((await agent.save('cms_page', screenSave(transports, { keywords: ['bus'] }))).statusCode).toBe(202);
    // Antoine confirms his change of another field over Camille's queued one.
    expect((await agent.save('cms_page', screenSave(heritage, { title: 'Patrimoine communal' }))).statusCode).toBe(202);
    const refused = await admin.save('cms_page', screenSave(heritage, { keywords: ['histoire'] }));
    expect(refused.statusCode).toBe(409);
    expect((await admin.save('cms_page', screenSave(heritage, { keywords: ['histoire'] }, { confirm_conflict: true }))).statusCode).toBe(202);

    await release();
    expect((await queuedJobs()).slice(-4).map((job) => job.status)).toEqual(['done', 'done', 'done', 'done']);
    expect((await load(transports.identifier!)).values).toMatchObject({ title: 'Transports en commun', keywords: ['bus'] });
    expect((await load(heritage.identifier!)).values).toMatchObject({ title: 'Patrimoine communal', keywords: ['histoire'] });
  });

  it('publishes the page as the Publier button does, by writing published through the queue', async () => {
    const draft = await db().selectFrom('cms_page').select('id').where('client_id', '=', clientId).where('published', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const id = Number(draft.id);
    const before = await load(id);
    expect(before.values.published).toBe(false);

    const response = await saveAndApply({ identifier: id, version: before.version, values: { published: true, publish_at: '2026-11-23 08:00' } });
    expect(response.statusCode).toBe(202);
    expect((await load(id)).values).toMatchObject({ published: true, publish_at: '2026-11-23 08:00:00' });
    const history = (await agent.history('cms_page', id)).json<HistoryPage>();
    expect(history.data[0]!.main.modification).toMatchObject({ Publiée: { old: 'Non', new: 'Oui' } });
  });

  it('answers 400 and queues nothing when the values are invalid', async () => {
    const id = await pageId('etat-civil');
    const { version } = await load(id);
    const jobs = (await queuedJobs()).length;

    const badSlug = await agent.save('cms_page', { identifier: id, version, values: { slug: 'État Civil', keywords: ['mairie', 'x'.repeat(51)] } });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json()).toEqual({
      message: messages.form.saveFailed,
      errors: [
        { path: 'slug', text: slugSchema.message },
        { path: 'keywords', text: formatMessage(messages.form.tooLong, { max: 50 }) },
      ],
    });
    const noTitle = await agent.save('cms_page', { identifier: id, version, values: { title: '  ' } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toEqual([{ path: 'title', text: messages.form.required }]);
    const newPage = await agent.save('cms_page', { identifier: null, values: { slug: 'sans-titre' } });
    expect(newPage.statusCode).toBe(400);

    await ctx.app.formJobs.drain();
    expect(await queuedJobs()).toHaveLength(jobs);
    expect((await load(id)).version).toBe(version);
  });

  it('stores the body sanitised by the server: no script or event handler, formatting kept, and a text preview', async () => {
    const id = await pageId('mentions-legales');
    const { version } = await load(id);
    const body =
      '<p onclick="alert(1)">Bonjour <strong>gras</strong> &amp; <em>italique</em> <a href="javascript:alert(1)">piège</a></p>' +
      '<img src="https://example.org/logo.png" onerror="alert(1)"><script>alert("x")</script><p style="color: #ff0000">a &lt; b</p>';

    expect((await saveAndApply({ identifier: id, version, values: { body } })).statusCode).toBe(202);
    const stored = (await load(id)).values;
    expect(stored.body).toBe('<p>Bonjour <strong>gras</strong> &amp; <em>italique</em> <a>piège</a></p><img src="https://example.org/logo.png" /><p style="color:#ff0000">a &lt; b</p>');
    expect(stored.body).not.toMatch(/script|onerror|onclick|javascript/);
    expect(stored.preview).toBe('Bonjour gras &#38; italique piège a &#60; b');

    const onchange = await agent.onchange('cms_page', 'body', { identifier: id, values: { body: '<p>Texte <b>vu</b> en direct</p><script>alert(1)</script>' } });
    expect(onchange.json().properties).toEqual({ preview: { value: 'Texte vu en direct' } });
  });

  it('cuts a long body’s preview at a word', async () => {
    const words = Array.from({ length: 60 }, (_, index) => `mot${index}`).join(' ');
    const onchange = await agent.onchange('cms_page', 'body', { values: { body: `<p>${words}</p>` } });
    const preview = onchange.json().properties.preview.value as string;
    expect(preview.length).toBeLessThanOrEqual(161);
    expect(preview).toMatch(/^mot0 mot1 .* mot\d+…$/);
    expect(words.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it('refuses a slug another page already has', async () => {
    const id = await pageId('contact');
    const { version } = await load(id);
    const duplicate = await agent.save('cms_page', { identifier: id, version, values: { slug: 'accessibilite' } }, '?preflight=1');
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual([{ path: 'slug', text: messages.form.uniqueTaken }]);
    expect((await agent.save('cms_page', { identifier: id, version, values: { slug: 'contact' } }, '?preflight=1')).json()).toEqual({ errors: [], warnings: [] });
  });

  it('clears the slug of a copy', async () => {
    const id = await pageId('urbanisme');
    const copy = await agent.copy('cms_page', id);
    expect(copy.statusCode).toBe(200);
    expect(copy.json<FormResponse>()).toMatchObject({ identifier: null, copy_id: id, values: { title: 'Urbanisme', slug: null } });
  });
});

describe('another organisation', () => {
  it('does not have the website: its users get 404 on the cms_page form, and nothing is queued', async () => {
    const id = await pageId('accueil');
    const jobs = (await queuedJobs()).length;
    const lilas = formClient(ctx.app, await ctx.login('agent.lilas'));
    const answers = [await lilas.load('cms_page'), await lilas.load('cms_page', id), await lilas.save('cms_page', { identifier: id, version: 1, values: { title: 'Piratée' } })];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.form.formNotFound });
    }
    expect(await queuedJobs()).toHaveLength(jobs);
  });
});
