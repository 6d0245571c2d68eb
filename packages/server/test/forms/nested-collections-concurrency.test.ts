import { messages } from '@ossature/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { type LoadedCustomer, contact, loadedContacts, mean, meansOf, meansTable, resave } from '../helpers/customer-contacts.js';
import { type FormClient, formClient } from '../helpers/form-calls.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Two users saving the same customer at the same moment, one of them in its contacts' means of contact (a nested
 * collection): the saves race through app.inject, on the test database (SQLite, or PostgreSQL's concurrent
 * transactions). One is applied; the other is told (409), never applied over it unseen; forced, it merges three-way.
 */

let ctx: TestContext;
let agent: FormClient;
let admin: FormClient;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: salesModules });
  agent = formClient(ctx.app, await ctx.login('agent'));
  admin = formClient(ctx.app, await ctx.login('admin'));
});
afterAll(() => ctx.close());

async function createCustomer(name: string, contacts: object[]): Promise<LoadedCustomer> {
  const response = await agent.save('customer', { identifier: null, values: { name, kind: 'company' }, collection: { contacts } });
  expect(response.statusCode).toBe(200);
  return response.json() as LoadedCustomer;
}

const load = async (id: number) => (await agent.load('customer', id)).json() as LoadedCustomer;

/** Each contact's means of contact as stored, by contact: [first name, [value…]]. */
async function storedMeans(customer: number) {
  const rows = await ctx.app.records.db
    .selectFrom(meansTable)
    .innerJoin('customer_contacts', 'customer_contacts.id', `${meansTable}.parent_id`)
    .select(['customer_contacts.first_name as first', `${meansTable}.value as value`])
    .where('customer_contacts.parent_id', '=', customer)
    .orderBy('customer_contacts.position')
    .orderBy(`${meansTable}.position`)
    .execute();
  const byContact = new Map<string, string[]>();
  for (const row of rows as { first: string; value: string }[]) byContact.set(row.first, [...(byContact.get(row.first) ?? []), row.value]);
  return Object.fromEntries(byContact);
}

/** The raced saves' statuses, and which of them were refused. */
function outcome(responses: LightMyRequestResponse[]) {
  return {
    statuses: responses.map((response) => response.statusCode).toSorted(),
    refused: responses.flatMap((response, index) => (response.statusCode === 409 ? [index] : [])),
  };
}

/** The agent's saves come first in each race, the admin's second: the refused one is told who got in before. */
const authors = ['Camille Durand', 'Antoine Leroy'];

/** Two contacts, Léa with a mobile and an e-mail, Marc with a landline. */
const twoContacts = (name: string) =>
  createCustomer(name, [contact('Léa', 'Nadal', [mean('mobile', '0611223344'), mean('email', 'lea@nadal.fr')]), contact('Marc', 'Roux', [mean('landline', '0299887766')])]);

describe('two users saving the same customer’s means of contact at the same time', () => {
  it('applies one of an edit of contact 1’s row and an addition to contact 2; the other is refused, then forced, keeps both', async () => {
    const base = await twoContacts('Imprimerie Concurrente');
    const [mobile, email] = meansOf(base, 0);
    const [landline] = meansOf(base, 1);
    const original = loadedContacts(base);
    const edit = resave(base, ([lea, marc]) => [{ ...lea!, collection: { means: [mean('mobile', '0699999999', mobile!.identifier), mean('email', 'lea@nadal.fr', email!.identifier)] } }, marc!], { original });
    const addition = resave(base, ([lea, marc]) => [lea!, { ...marc!, collection: { means: [mean('landline', '0299887766', landline!.identifier), mean('fax', '0288888888')] } }], { original });

    const raced = await Promise.all([agent.save('customer', edit), admin.save('customer', addition)]);
    const { statuses, refused } = outcome(raced);
    expect(statuses).toEqual([200, 409]);
    const loser = raced[refused[0]!]!;
    expect(loser.json().message).toContain(`modifié par ${authors[1 - refused[0]!]}`);
    expect(loser.json().message).toContain(messages.form.conflictNoOverlap);
    const afterRace = await storedMeans(base.identifier);
    expect(afterRace).toEqual(
      refused[0] === 0
        ? { Léa: ['0611223344', 'lea@nadal.fr'], Marc: ['0299887766', '0288888888'] }
        : { Léa: ['0699999999', 'lea@nadal.fr'], Marc: ['0299887766'] },
    );

    const forced = refused[0] === 0 ? agent.save('customer', { ...edit, confirm_conflict: true }) : admin.save('customer', { ...addition, confirm_conflict: true });
    expect((await forced).statusCode).toBe(200);
    expect(await storedMeans(base.identifier)).toEqual({ Léa: ['0699999999', 'lea@nadal.fr'], Marc: ['0299887766', '0288888888'] });
    expect((await load(base.identifier)).version).toBe(base.version + 2);
  });

  it('refuses a change of the customer’s name raced against a nested edit, and the forced one keeps the edit', async () => {
    const base = await twoContacts('Garage Concurrent');
    const [mobile, email] = meansOf(base, 0);
    const nested = resave(base, ([lea, marc]) => [{ ...lea!, collection: { means: [mean('mobile', '0677777777', mobile!.identifier), mean('email', 'lea@nadal.fr', email!.identifier)] } }, marc!], {
      original: loadedContacts(base),
    });
    const renamed = { ...resave(base, (contacts) => contacts), values: { ...base.values, name: 'Garage Concurrent et fils' }, original: { values: { name: base.values.name } } };

    const raced = await Promise.all([agent.save('customer', nested), admin.save('customer', renamed)]);
    const { statuses, refused } = outcome(raced);
    expect(statuses).toEqual([200, 409]);
    expect(raced[refused[0]!]!.json().message).toContain(`modifié par ${authors[1 - refused[0]!]}`);
    expect(raced[refused[0]!]!.json().message).toContain(messages.form.conflictNoOverlap);

    const forced = refused[0] === 0 ? agent.save('customer', { ...nested, confirm_conflict: true }) : admin.save('customer', { ...renamed, confirm_conflict: true });
    expect((await forced).statusCode).toBe(200);
    const stored = await load(base.identifier);
    expect(stored.values.name).toBe('Garage Concurrent et fils');
    expect(meansOf(stored, 0).map((row) => row.values.value)).toEqual(['0677777777', 'lea@nadal.fr']);
  });

  it('never duplicates nor loses a row when several saves add one to the same contact at once, forced or not', async () => {
    const base = await twoContacts('Librairie Concurrente');
    const [mobile, email] = meansOf(base, 0);
    const original = loadedContacts(base);
    const adding = (value: string, extra: object = {}) =>
      resave(base, ([lea, marc]) => [{ ...lea!, collection: { means: [mean('mobile', '0611223344', mobile!.identifier), mean('email', 'lea@nadal.fr', email!.identifier), mean('fax', value)] } }, marc!], {
        original,
        ...extra,
      });
    const values = ['0200000001', '0200000002', '0200000003', '0200000004'];

    // Not forced: one addition is applied, the others are refused and leave nothing.
    const raced = await Promise.all(values.map((value, index) => (index % 2 ? admin : agent).save('customer', adding(value))));
    const { statuses, refused } = outcome(raced);
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = values.find((_value, index) => !refused.includes(index))!;
    expect(await storedMeans(base.identifier)).toEqual({ Léa: ['0611223344', 'lea@nadal.fr', winner], Marc: ['0299887766'] });

    // Forced, all at once: each is applied once, merged over those before it, or refused again by one that committed
    // between its read and its write, then forced again.
    let pending = values.filter((value) => value !== winner);
    // Each round applies one at least: the first to write.
    const rounds = pending.length;
    for (let round = 0; pending.length > 0; round += 1) {
      expect(round).toBeLessThan(rounds);
      const answers = await Promise.all(pending.map((value, index) => (index % 2 ? admin : agent).save('customer', adding(value, { confirm_conflict: true }))));
      expect(answers.map((response) => response.statusCode).filter((status) => status !== 200 && status !== 409)).toEqual([]);
      pending = pending.filter((_value, index) => answers[index]!.statusCode === 409);
    }
    const stored = await storedMeans(base.identifier);
    expect(stored.Léa!.slice(0, 2)).toEqual(['0611223344', 'lea@nadal.fr']);
    expect(stored.Léa!.toSorted()).toEqual(['0611223344', 'lea@nadal.fr', ...values].toSorted());
    expect(stored.Marc).toEqual(['0299887766']);
  });

  it('keeps both when one adds a contact with its means and the other adds a means to an existing contact, forced at once', async () => {
    const base = await twoContacts('Traiteur Concurrent');
    const [landline] = meansOf(base, 1);
    const original = loadedContacts(base);
    const newContact = resave(base, (contacts) => [...contacts, contact('Zoé', 'Brun', [mean('mobile', '0655555555'), mean('email', 'zoe@brun.fr')])], { original, confirm_conflict: true });
    const newMean = resave(base, ([lea, marc]) => [lea!, { ...marc!, collection: { means: [mean('landline', '0299887766', landline!.identifier), mean('mobile', '0744444444')] } }], {
      original,
      confirm_conflict: true,
    });

    const raced = await Promise.all([agent.save('customer', newContact), admin.save('customer', newMean)]);
    // Both forced: each applies over whatever the other committed; one may still be told the other got in between.
    const retried = await Promise.all(raced.map((response, index) => (response.statusCode === 409 ? (index ? admin.save('customer', newMean) : agent.save('customer', newContact)) : response)));
    expect(retried.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await storedMeans(base.identifier)).toEqual({
      Léa: ['0611223344', 'lea@nadal.fr'],
      Marc: ['0299887766', '0744444444'],
      Zoé: ['0655555555', 'zoe@brun.fr'],
    });
    expect((await load(base.identifier)).collection.contacts!.data.map((row) => row.values.first_name)).toEqual(['Léa', 'Marc', 'Zoé']);
  });
});
