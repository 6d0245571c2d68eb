import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { f } from '../../src/metadata/fields.js';
import { ui } from '../../src/metadata/layout.js';
import { defineModule } from '../../src/metadata/module-definition.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { type FormClient, create, enableEverywhere, formClient } from '../helpers/form-calls.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

/** A board: a folder, one of its notes (a control rebuilt for each folder), and what it shows of them. */
const boardModule = defineModule({
  name: 'board',
  label: 'Tableaux',
  recordName: 'Tableau',
  title: '{title}',
  recordLabel: { fields: ['title'] },
  fields: {
    title: f.string('Titre', { required: true, maxLength: 50 }),
    folder: f.selectAsync('Dossier', { module: 'folder' }),
    note: f.selectAsync('Note', {
      module: 'note',
      dependsOn: ['folder'],
      filter: ({ folder }) => ({ folder }),
      fieldKey: ({ folder }) => `note@${String(folder ?? '')}`,
    }),
    summary: f.inlineRightHtml('Résumé'),
    place: f.geometryMap('Emplacement', { useOnCompare: true }),
  },
  layout: ui.vertical('title', 'folder', 'note', 'summary', 'place'),
});

let ctx: TestContext;
let agent: FormClient;
beforeAll(async () => {
  ctx = await createTestApp({ modules: [...engineTestModules, boardModule] });
  await enableEverywhere(ctx.app, ['folder', 'note', 'board']);
  agent = formClient(ctx.app, await ctx.login('agent'));
});
afterAll(() => ctx.close());

describe('a field’s identity on screen (SPEC §3 fieldKey)', () => {
  it('is given by the onchange answer of a field it depends on, from the values on screen', async () => {
    const first = await create(agent, 'folder', { name: 'Premier' });
    const answer = async (folder: number | null) =>
      (await agent.onchange('board', 'folder', { identifier: null, values: { title: 'T', folder, note: null } })).json().properties.note;
    expect(await answer(first.identifier)).toEqual({ reload: true, fieldKey: `note@${first.identifier}` });
    expect(await answer(null)).toEqual({ reload: true, fieldKey: 'note@' });
  });

  it('comes with the form, from the record’s values, as the onchange call would answer it', async () => {
    const folder = await create(agent, 'folder', { name: 'Classé' });
    expect((await agent.load('board')).json().properties.note.fieldKey).toBe('note@');
    const board = await create(agent, 'board', { title: 'Suivi', folder: folder.identifier });
    expect((await agent.load('board', board.identifier)).json().properties.note.fieldKey).toBe(`note@${folder.identifier}`);
    expect((await agent.load('board', board.identifier)).json().properties.folder).not.toHaveProperty('fieldKey');
  });

  it('is not asked when another field changes', async () => {
    const response = await agent.onchange('board', 'title', { identifier: null, values: { title: 'T', folder: null, note: null } });
    expect(response.statusCode).toBe(200);
    expect(response.json().properties.note).toBeUndefined();
  });

  it('needs the fields it depends on: a module declaring one without them does not start', () => {
    const keyed = { ...boardModule, fields: { ...boardModule.fields, note: f.selectAsync('Note', { module: 'note', fieldKey: () => 'note' }) } };
    expect(() => new ModuleRegistry([...engineTestModules, keyed])).toThrow('field "note" has a fieldKey: it needs dependsOn');
  });

  it('is for fields of the record: a collection row’s field declaring one does not start', () => {
    const rows = {
      ...boardModule,
      collections: { steps: { kind: 'inline' as const, label: 'Étapes', element: 'TableDenseCollection' as const, fields: { done: f.boolean('Fait'), label: f.string('Libellé', { dependsOn: ['done'], fieldKey: () => 'x' }) } } },
      layout: ui.vertical('title', 'folder', 'note', 'summary', 'place', 'steps'),
    };
    expect(() => new ModuleRegistry([...engineTestModules, rows])).toThrow('field "label" has a fieldKey: only fields of the record have one');
  });
});

describe('a virtual field in the comparison (SPEC §3 virtual_use_on_compare)', () => {
  it('is said of the display fields that ask for it, and of no other', async () => {
    const { properties } = (await agent.load('board')).json();
    expect(properties.place).toMatchObject({ virtual: true, virtual_use_on_compare: true });
    expect(properties.summary.virtual).toBe(true);
    expect(properties.summary).not.toHaveProperty('virtual_use_on_compare');
    expect(properties.title).not.toHaveProperty('virtual_use_on_compare');
  });

  it('is refused on a stored field: a module declaring it there does not start', () => {
    const stored = { ...boardModule, fields: { ...boardModule.fields, title: { ...f.string('Titre'), useOnCompare: true } } };
    expect(() => new ModuleRegistry([...engineTestModules, stored])).toThrow('field "title" is stored: useOnCompare is for fields that store nothing');
  });
});
