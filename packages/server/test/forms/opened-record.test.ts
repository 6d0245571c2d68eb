import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { f } from '../../src/metadata/fields.js';
import { ui } from '../../src/metadata/layout.js';
import { defineModule } from '../../src/metadata/module-definition.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { type FormClient, create, enableEverywhere, formClient } from '../helpers/form-calls.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

/**
 * A reminder about a note and a folder, each field opening the record it names. Partners read reminders and notes,
 * not folders (the folder module's default rights).
 */
const reminderModule = defineModule({
  name: 'reminder',
  label: 'Rappels',
  recordName: 'Rappel',
  title: '{title}',
  recordLabel: { fields: ['title'] },
  rights: { read: ['staff', 'partner', 'admin'], create: ['staff', 'admin'], update: ['staff', 'admin'], delete: ['admin'] },
  fields: {
    title: f.string('Titre', { required: true, maxLength: 50 }),
    note: f.selectAsync('Note', { module: 'note', opens: { form: 'note', recordFrom: 'note' } }),
    folder: f.selectAsync('Dossier', { module: 'folder' }),
    folder_reference: f.string('Référence du dossier', { readOnly: true, opens: { form: 'folder', recordFrom: 'folder' } }),
  },
  layout: ui.vertical('title', 'note', 'folder', 'folder_reference'),
});

let ctx: TestContext;
let agent: FormClient;
let partner: FormClient;
beforeAll(async () => {
  ctx = await createTestApp({ modules: [...engineTestModules, reminderModule] });
  await enableEverywhere(ctx.app, ['folder', 'note', 'reminder']);
  agent = formClient(ctx.app, await ctx.login('agent'));
  partner = formClient(ctx.app, await ctx.login('partenaire'));
});
afterAll(() => ctx.close());

const properties = async (client: FormClient, id?: number) => (await client.load('reminder', id)).json().properties;
/** What the onchange call answers about the folder's reference after a change of the folder. */
const answer = async (client: FormClient, folder: number | null) =>
  (await client.onchange('reminder', 'folder', { identifier: null, values: { title: 'T', folder } })).json().properties.folder_reference;
/** Starting the app with the reminder's fields changed. */
const withFields = (fields: Record<string, ReturnType<typeof f.string>>) => () =>
  new ModuleRegistry([...engineTestModules, { ...reminderModule, fields: { ...reminderModule.fields, ...fields } }]);

describe('a field opening another form’s record (SPEC §3 formName / formRecordId)', () => {
  it('names the form and the record its relation holds, and asks the onchange call about that relation’s change', async () => {
    const folder = await create(agent, 'folder', { name: 'Chantier Nord' });
    const note = await create(agent, 'note', { title: 'Appeler le client' });
    const reminder = await create(agent, 'reminder', { title: 'Lundi', note: note.identifier, folder: folder.identifier });
    const described = await properties(agent, reminder.identifier);
    expect(described.note).toMatchObject({ formName: 'note', formRecordId: note.identifier, depends_on: ['note'] });
    expect(described.folder_reference).toMatchObject({ formName: 'folder', formRecordId: folder.identifier, depends_on: ['folder'] });
    expect(described.folder.formName).toBeUndefined();
    expect(described.title.formRecordId).toBeUndefined();
  });

  it('opens no record while the relation is empty, nor on a new record', async () => {
    const reminder = await create(agent, 'reminder', { title: 'Sans rien' });
    const described = await properties(agent, reminder.identifier);
    expect([described.note.formRecordId, described.folder_reference.formRecordId]).toEqual([null, null]);
    const blank = await properties(agent);
    expect([blank.note.formName, blank.note.formRecordId]).toEqual(['note', null]);
  });

  it('opens no record of a form the caller may not read, though it names the form', async () => {
    const folder = await create(agent, 'folder', { name: 'Confidentiel' });
    const note = await create(agent, 'note', { title: 'Lue des partenaires' });
    const reminder = await create(agent, 'reminder', { title: 'Partagé', note: note.identifier, folder: folder.identifier });
    const described = await properties(partner, reminder.identifier);
    expect(described.note.formRecordId).toBe(note.identifier);
    expect(described.folder_reference).toMatchObject({ formName: 'folder', formRecordId: null });
  });

  it('follows the relation on screen: the onchange answer of its change gives the record it now opens', async () => {
    const folder = await create(agent, 'folder', { name: 'Chantier Sud' });
    expect(await answer(agent, folder.identifier)).toEqual({ formRecordId: folder.identifier });
    expect(await answer(agent, null)).toEqual({ formRecordId: null });
    expect(await answer(partner, folder.identifier)).toEqual({ formRecordId: null });
    const other = await agent.onchange('reminder', 'title', { identifier: null, values: { title: 'T', folder: folder.identifier } });
    expect(other.json().properties.folder_reference).toBeUndefined();
  });
});

describe('declaring a field that opens a record', () => {
  it('is refused at start-up for an unknown form, or a recordFrom that is not a relation of the record to it', () => {
    expect(withFields({ folder_reference: f.string('Référence', { opens: { form: 'dossier', recordFrom: 'folder' } }) })).toThrow(
      'Module "reminder": field "folder_reference" opens unknown form "dossier"',
    );
    for (const recordFrom of ['missing', 'title', 'note']) {
      expect(withFields({ folder_reference: f.string('Référence', { opens: { form: 'folder', recordFrom } }) })).toThrow(
        `field "folder_reference" opens "folder" at the record of "${recordFrom}": it must be a select_async field of this module relating to "folder"`,
      );
    }
    expect(withFields({})).not.toThrow();
  });

  it('is refused at start-up in a collection row', () => {
    const folder = engineTestModules.find((module) => module.name === 'folder')!;
    const items = folder.collections!.items!;
    if (items.kind !== 'inline') throw new Error('the folder’s items are inline');
    const opening = { ...items, fields: { ...items.fields, note: f.selectAsync('Note', { module: 'note', opens: { form: 'note', recordFrom: 'note' } }) } };
    const changed = { ...folder, collections: { ...folder.collections, items: opening } };
    expect(() => new ModuleRegistry([...engineTestModules.filter((module) => module !== folder), changed])).toThrow(
      'Module "folder": field "note" of a collection row opens a record: only the record\'s fields may',
    );
  });
});
