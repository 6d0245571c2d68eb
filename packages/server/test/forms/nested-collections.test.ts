import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InlineCollectionDefinition, ModuleDefinition } from '../../src/metadata/module-definition.js';
import { f } from '../../src/metadata/fields.js';
import { ui } from '../../src/metadata/layout.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { tableSpecs } from '../../src/metadata/table-spec.js';
import { salesModules } from '../../src/modules/sales/index.js';
import { type LoadedCustomer as Loaded, type Row, contact, mean, meansOf, meansTable, resave, wire } from '../helpers/customer-contacts.js';
import { type FormClient, formClient } from '../helpers/form-calls.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Nested collections (SPEC §3 Collection.data 'nested collection'): each customer contact's means of contact, in a
 * table of their own, loaded under their contact, saved with the customer in its transaction.
 */

let ctx: TestContext;
let agent: FormClient;
let admin: FormClient;
let lilas: FormClient;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: salesModules });
  agent = formClient(ctx.app, await ctx.login('agent'));
  admin = formClient(ctx.app, await ctx.login('admin'));
  lilas = formClient(ctx.app, await ctx.login('admin.lilas'));
});
afterAll(() => ctx.close());

const db = () => ctx.app.records.db;

async function saved(client: FormClient, payload: object): Promise<Loaded> {
  const response = await client.save('customer', payload);
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  return response.json() as Loaded;
}

/** A new customer whose contacts have the given means of contact. */
const createCustomer = (name: string, contacts: object[], client = agent) => saved(client, { identifier: null, values: { name, kind: 'company' }, collection: { contacts } });

const storedMeans = async (parentId: number) =>
  (await db().selectFrom(meansTable).select(['id', 'value', 'position', 'client_id']).where('parent_id', '=', parentId).orderBy('position').execute()) as {
    id: number;
    value: string;
    position: number;
    client_id: number;
  }[];
const countMeans = async () => Number((await db().selectFrom(meansTable).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('a customer contact’s means of contact', () => {
  it('are described as a dense table inside the contacts’ tabs, and a new contact’s template holds an empty one with its own template', async () => {
    const loaded = (await agent.load('customer')).json() as Loaded;
    const means = loaded.properties.contacts!.collection_form!.properties.means!.collection_form!;
    expect(means).toMatchObject({ element: 'TableDenseCollection', columns: ['type', 'value', 'note'] });
    expect(loaded.collection.contacts!.new.collection!.means).toMatchObject({ data: [], new: { identifier: null, values: { type: null, value: null, note: null } } });
  });

  it('come with each seeded contact, in their own table, in order', async () => {
    const row = await db()
      .selectFrom(meansTable)
      .innerJoin('customer_contacts', 'customer_contacts.id', `${meansTable}.parent_id`)
      .select(['customer_contacts.parent_id as customer'])
      .orderBy(`${meansTable}.id`)
      .executeTakeFirstOrThrow();
    const loaded = (await admin.load('customer', Number(row.customer))).json() as Loaded;
    const all = loaded.collection.contacts!.data.flatMap((item) => item.collection!.means!.data);
    expect(all.length).toBeGreaterThan(0);
    expect(all[0]).toMatchObject({ identifier: expect.any(Number), values: { type: 'landline', value: expect.stringMatching(/^02\d{8}$/) } });
  });

  it('are inserted, updated, reordered and deleted with their customer, and a removed contact takes its own with it', async () => {
    const created = await createCustomer('Imprimerie Nadal', [
      contact('Léa', 'Nadal', [mean('mobile', '0611223344'), mean('email', 'lea@nadal.fr')]),
      contact('Marc', 'Roux', [mean('fax', '0299887766')]),
    ]);
    const [mobile, email] = meansOf(created);
    expect([mobile, email].map((row) => row!.values.value)).toEqual(['0611223344', 'lea@nadal.fr']);
    const firstContact = created.collection.contacts!.data[0]!.identifier!;
    const secondContact = created.collection.contacts!.data[1]!.identifier!;

    // E-mail first and changed, the mobile gone, a direct line added; the second contact removed altogether.
    const next = await saved(
      agent,
      resave(created, (contacts) => [
        { ...contacts[0]!, collection: { means: [mean('email', 'lea.nadal@nadal.fr', email!.identifier), mean('landline', '0240000000')] } },
      ]),
    );
    expect(meansOf(next).map((row) => [row.identifier, row.values.type, row.values.value])).toEqual([
      [email!.identifier, 'email', 'lea.nadal@nadal.fr'],
      [expect.any(Number), 'landline', '0240000000'],
    ]);
    expect((await storedMeans(firstContact)).map(({ value, position }) => [value, position])).toEqual([
      ['lea.nadal@nadal.fr', 0],
      ['0240000000', 1],
    ]);
    expect(await storedMeans(secondContact)).toEqual([]);
  });

  it('go with their customer when it is deleted', async () => {
    const created = await createCustomer('Transports Giraud', [contact('Yves', 'Giraud', [mean('mobile', '0600000010')])]);
    const contactId = created.collection.contacts!.data[0]!.identifier!;
    expect(await storedMeans(contactId)).toHaveLength(1);
    expect((await admin.remove('customer', created.identifier)).statusCode).toBe(200);
    expect(await storedMeans(contactId)).toEqual([]);
  });

  it('stay as stored when a save leaves them out, or sends a contact without them', async () => {
    const created = await createCustomer('Garage Morel', [contact('Jean', 'Morel', [mean('mobile', '0600000001')])]);
    const renamed = await saved(agent, { identifier: created.identifier, version: created.version, values: { ...created.values, name: 'Garage Morel et fils' } });
    expect(meansOf(renamed).map((row) => row.values.value)).toEqual(['0600000001']);
    const [only] = created.collection.contacts!.data;
    const withoutMeans = await saved(agent, {
      identifier: created.identifier,
      version: renamed.version,
      values: renamed.values,
      collection: { contacts: [{ identifier: only!.identifier, values: { ...only!.values, job_title: 'Gérant' } }] },
    });
    expect(meansOf(withoutMeans).map((row) => row.values.value)).toEqual(['0600000001']);
  });

  it('are checked like any row, with paths under their contact, and a refused save writes nothing', async () => {
    const created = await createCustomer('Cabinet Léger', [contact('Anne', 'Léger', [mean('mobile', '0600000002')])]);
    const before = await countMeans();
    const response = await agent.save(
      'customer',
      resave(created, (contacts) => [
        { ...contacts[0]!, values: { ...(contacts[0] as Row).values, job_title: 'Associée' }, collection: { means: [mean('mobile', '0600000003'), { identifier: null, values: { type: 'email', value: null } }] } },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'contacts.0.means.1.value', text: messages.form.required }]);

    const wrongKind = await agent.save(
      'customer',
      resave(created, (contacts) => [{ ...contacts[0]!, collection: { means: [{ identifier: null, values: { type: 'pigeon', value: 'x', colour: 'bleu' } }], other: [] } }]),
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.map((error: { path: string }) => error.path).toSorted()).toEqual(['contacts.0.means.0.colour', 'contacts.0.means.0.type', 'contacts.0.other']);
    expect(wrongKind.json().errors.find((error: { path: string }) => error.path === 'contacts.0.means.0.colour').text).toBe(messages.form.unknownField);

    expect(await countMeans()).toBe(before);
    const reloaded = (await agent.load('customer', created.identifier)).json() as Loaded;
    expect(reloaded.version).toBe(created.version);
    expect(reloaded.collection.contacts!.data[0]!.values.job_title).toBeNull();
    expect(meansOf(reloaded).map((row) => row.values.value)).toEqual(['0600000002']);
  });

  it('cannot be taken from another contact or another record by id, and another organisation’s customer is not found', async () => {
    const victim = await createCustomer('Traiteur Vidal', [contact('Paul', 'Vidal', [mean('mobile', '0600000004')])]);
    const [victimMean] = meansOf(victim);
    const thief = await createCustomer('Atelier Brun', [contact('Luc', 'Brun', []), contact('Eve', 'Brun', [mean('fax', '0200000000')])]);
    const before = await countMeans();

    const hijack = await agent.save('customer', resave(thief, (contacts) => [{ ...contacts[0]!, collection: { means: [mean('mobile', 'volé', victimMean!.identifier)] } }, contacts[1]!]));
    expect(hijack.statusCode).toBe(404);
    expect(hijack.json().message).toBe(messages.form.lineNotFound);
    // A row of the record's other contact is not this contact's either.
    const sibling = meansOf(thief, 1)[0]!;
    const moved = await agent.save('customer', resave(thief, (contacts) => [{ ...contacts[0]!, collection: { means: [mean('fax', 'déplacé', sibling.identifier)] } }, contacts[1]!]));
    expect(moved.statusCode).toBe(404);
    // A new contact brings new rows only.
    const adopted = await agent.save('customer', resave(thief, (contacts) => [...contacts, contact('Zoé', 'Brun', [mean('mobile', 'volé', victimMean!.identifier)])]));
    expect(adopted.statusCode).toBe(404);
    expect(await countMeans()).toBe(before);
    expect((await storedMeans(victim.collection.contacts!.data[0]!.identifier!)).map(({ value }) => value)).toEqual(['0600000004']);

    expect((await lilas.load('customer', victim.identifier)).statusCode).toBe(404);
    const foreign = await lilas.save('customer', resave(victim, (contacts) => [{ ...contacts[0]!, collection: { means: [] } }]));
    expect(foreign.statusCode).toBe(404);
    expect(await countMeans()).toBe(before);
  });

  it('are named in the history under their contact’s line', async () => {
    const created = await createCustomer('Menuiserie Caron', [contact('Ines', 'Caron', [mean('mobile', '0600000005'), mean('fax', '0200000005')])]);
    const [mobile] = meansOf(created);
    await saved(agent, resave(created, (contacts) => [{ ...contacts[0]!, collection: { means: [mean('mobile', '0600000099', mobile!.identifier), mean('email', 'ines@caron.fr')] } }]));
    const history = (await agent.history('customer', created.identifier)).json();
    const sub = history.data[0].sub as { type: string; collectionLabel: string; modification: Record<string, { old: unknown; new: unknown }> }[];
    expect(sub.map(({ type, collectionLabel }) => [type, collectionLabel])).toEqual([
      ['Suppression', 'Contacts, ligne 1 : Moyens de contact'],
      ['Modification', 'Contacts, ligne 1 : Moyens de contact'],
      ['Création', 'Contacts, ligne 1 : Moyens de contact'],
    ]);
    expect(sub[1]!.modification).toEqual({ Coordonnée: { old: '0600000005', new: '0600000099' } });
    expect(sub[2]!.modification).toMatchObject({ Type: { old: null, new: 'E-mail' }, Coordonnée: { old: null, new: 'ines@caron.fr' } });
  });

  it('merge on a forced save: a colleague’s nested changes the user did not touch are kept', async () => {
    const created = await createCustomer('Librairie Faure', [contact('Rose', 'Faure', [mean('mobile', '0600000006'), mean('fax', '0200000006')])]);
    const [mobile, fax] = meansOf(created);
    const original = { values: {}, collection: { contacts: wire(created.collection.contacts!.data) } };
    // The admin changes the fax number.
    await saved(admin, resave(created, (contacts) => [{ ...contacts[0]!, collection: { means: [mean('mobile', '0600000006', mobile!.identifier), mean('fax', '0200000777', fax!.identifier)] } }], { original }));
    // The agent, from the same version, changes the mobile and adds an e-mail: refused, then forced.
    const mine = resave(created, (contacts) => [
      { ...contacts[0]!, collection: { means: [mean('mobile', '0611111111', mobile!.identifier), mean('fax', '0200000006', fax!.identifier), mean('email', 'rose@faure.fr')] } },
    ], { original });
    expect((await agent.save('customer', mine)).statusCode).toBe(409);
    const forced = await saved(agent, { ...mine, confirm_conflict: true });
    expect(meansOf(forced).map((row) => row.values.value)).toEqual(['0611111111', '0200000777', 'rose@faure.fr']);
  });

  it('names a nested value both changed in the conflict', async () => {
    const created = await createCustomer('Pharmacie Roy', [contact('Noé', 'Roy', [mean('mobile', '0600000007')])]);
    const [mobile] = meansOf(created);
    const original = { values: {}, collection: { contacts: wire(created.collection.contacts!.data) } };
    const change = (value: string) => resave(created, (contacts) => [{ ...contacts[0]!, collection: { means: [mean('mobile', value, mobile!.identifier)] } }], { original });
    await saved(admin, change('0622222222'));
    const refused = await agent.save('customer', change('0633333333'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Contacts, ligne 1 : Moyens de contact, ligne 1 : Coordonnée');
  });

  it('are copied with the customer, as new rows flagged added that the copy’s save inserts', async () => {
    const created = await createCustomer('Boulangerie Petit', [contact('Max', 'Petit', [mean('mobile', '0600000008'), mean('email', 'max@petit.fr')])]);
    expect(created.collection.contacts!.data.map((row) => row.added)).toEqual([undefined]);
    expect(meansOf(created).map((row) => row.added)).toEqual([undefined, undefined]);
    const copy = (await agent.copy('customer', created.identifier)).json() as Loaded;
    expect(copy.identifier).toBeNull();
    expect(copy.collection.contacts!.data.map((row) => row.added)).toEqual([true]);
    const copiedMeans = meansOf(copy);
    expect(copiedMeans.map((row) => [row.identifier, row.values.value, row.added])).toEqual([
      [null, '0600000008', true],
      [null, 'max@petit.fr', true],
    ]);
    expect(copy.collection.contacts!.new.added).toBeUndefined();
    const savedCopy = await saved(agent, { identifier: null, values: copy.values, collection: { contacts: wire(copy.collection.contacts!.data) } });
    expect(meansOf(savedCopy).map((row) => row.values.value)).toEqual(['0600000008', 'max@petit.fr']);
    expect(meansOf(savedCopy)[0]!.identifier).not.toBe(meansOf(created)[0]!.identifier);
    expect(meansOf(created).map((row) => row.values.value)).toEqual(['0600000008', 'max@petit.fr']);
  });
});

/** A module whose collection `contacts` is the one given. */
const moduleWith = (collection: InlineCollectionDefinition): ModuleDefinition => ({
  name: 'holder',
  label: 'Porteurs',
  recordName: 'Porteur',
  title: '{title}',
  recordLabel: { fields: ['title'] },
  fields: { title: f.string('Titre') },
  collections: { contacts: collection },
  layout: ui.vertical('title', 'contacts'),
});
const refused = (collection: InlineCollectionDefinition) => () => new ModuleRegistry([moduleWith(collection)]);

describe('a nested collection’s declaration', () => {
  const means: InlineCollectionDefinition = { kind: 'inline', label: 'Moyens', element: 'TableDenseCollection', fields: { value: f.string('Valeur', { required: true }) } };
  const contacts = (extra: Partial<InlineCollectionDefinition>): InlineCollectionDefinition => ({
    kind: 'inline',
    label: 'Contacts',
    element: 'TabCollection',
    fields: { name: f.string('Nom') },
    collections: { means },
    layout: ui.vertical('name', 'means'),
    ...extra,
  });

  it('gets a table of its own pointing at its parent collection’s rows, after it', () => {
    const module = new ModuleRegistry([moduleWith(contacts({}))]).get('holder')!;
    const specs = tableSpecs(module);
    expect(specs.map((spec) => [spec.name, spec.parent ?? null])).toEqual([
      ['holder', null],
      ['holder_contacts', 'holder'],
      ['holder_contacts_means', 'holder_contacts'],
    ]);
    expect(specs[2]!.columns.map((column) => column.name)).toEqual(['client_id', 'parent_id', 'position', 'value']);
    expect(specs[2]!.indexes[0]).toEqual({ name: 'holder_contacts_means_parent_idx', columns: ['parent_id', 'position'] });
  });

  it('is refused outside a TabCollection with a layout, deeper than one level, unplaced, or as anything but a dense table', () => {
    expect(refused(contacts({ element: 'TableDenseCollection' }))).toThrow('only a TabCollection with a layout may hold collections, one level deep');
    expect(refused(contacts({ layout: undefined }))).toThrow('only a TabCollection with a layout may hold collections, one level deep');
    expect(refused(contacts({ collections: { means: { ...means, collections: { deeper: means } } } }))).toThrow('one level deep');
    expect(refused(contacts({ layout: ui.vertical('name') }))).toThrow('"means" is not placed in its layout');
    expect(refused(contacts({ collections: { means: { ...means, element: 'TabCollection' } } }))).toThrow('a nested collection is a TableDenseCollection');
    expect(refused(contacts({ collections: { name: means } }))).toThrow('"name" is both a field and a collection');
  });

  it('is refused when its table or index names would not fit PostgreSQL’s 63 characters', () => {
    expect(() => new ModuleRegistry([moduleWith(contacts({ collections: { ['m'.repeat(50)]: means }, layout: ui.vertical('name', 'm'.repeat(50)) }))])).toThrow('is not an identifier of at most 63 characters');
    const long = new ModuleRegistry([moduleWith(contacts({ collections: { ['m'.repeat(40)]: means }, layout: ui.vertical('name', 'm'.repeat(40)) }))]).get('holder')!;
    expect(() => tableSpecs(long)).toThrow('is longer than 63 characters');
  });
});
