import { sql } from 'kysely';
import type { Db } from '../../src/infra/database.js';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { type LoadedCustomer, type Row, loadedContacts, meansTable, resave } from './customer-contacts.js';
import { idParams } from './form-calls.js';

/**
 * The crash loop's saves of nested rows (crash-loop.ts): customers' saves, queued in the crashed server
 * (queued-customers.mjs), each adding a means of contact to one of the customer's contacts and changing or deleting
 * one of its seeded means. Each sender edits a customer of its own, from the record as it loaded it when its server
 * life began: every save sends `original` and confirms the conflict its earlier saves make (as the screen does once
 * told), so it merges three-way over them. A seeded row is touched once in the whole run, and added rows never, so
 * every acknowledged save's effect can be looked for at the end: its row added once, under its contact; the seeded
 * row changed, or gone.
 */

interface MeansSave {
  label: string;
  added: { contact: number; value: string };
  changed?: { row: number; value: string };
  deleted?: number;
}

export interface NestedCrashResult {
  /** Saves of nested rows answered 202. */
  acknowledged: number;
  /** Acknowledged ones whose every effect was found, once. */
  applied: number;
  /** Acknowledged ones with an effect missing. */
  lost: string[];
  /** Means of contact written by the loop found more than once. */
  duplicated: string[];
}

/** What the loop writes starts with this: seeded values never do. */
const PREFIX = 'Moyen ';

export function contactMeansSaves() {
  const acknowledged: MeansSave[] = [];
  const touched = new Set<number>();
  let serial = 0;
  let customers: number[] = [];

  /** The agent's organisation's first customers with two contacts or more, one per sender. */
  async function pickCustomers(db: Db, count: number) {
    const agent = await db.kysely.selectFrom('app_user').select('client_id').where('username', '=', 'agent').executeTakeFirstOrThrow();
    const rows = await dynamic(db.kysely)
      .selectFrom('customer_contacts')
      .select('parent_id')
      .where('client_id', '=', agent.client_id)
      .groupBy('parent_id')
      .having(sql`count(*)`, '>=', 2)
      .orderBy('parent_id')
      .limit(count)
      .$castTo<{ parent_id: number }>()
      .execute();
    customers = rows.map((row) => Number(row.parent_id));
    if (customers.length < count) throw new Error(`only ${customers.length} customers with two contacts`);
  }

  /** The next save of a customer loaded as `base`: one row added, one seeded row changed or deleted while any is left. */
  function nextSave(base: LoadedCustomer, cycle: number): { save: MeansSave; payload: object } {
    serial += 1;
    const label = `${PREFIX}${cycle}-${serial}`;
    const contacts = base.collection.contacts!.data;
    const target = contacts[serial % contacts.length]!;
    const seeded = contacts.flatMap((row) => row.collection!.means!.data).find((row) => !touched.has(row.identifier!) && !String(row.values.value).startsWith(PREFIX));
    const save: MeansSave = { label, added: { contact: target.identifier!, value: label } };
    if (seeded) {
      touched.add(seeded.identifier!);
      if (serial % 2) save.changed = { row: seeded.identifier!, value: `${label} (modifié)` };
      else save.deleted = seeded.identifier!;
    }
    const meansOf = (row: Row) => [
      ...row
        .collection!.means!.data.filter((mean) => mean.identifier !== save.deleted)
        .map((mean) => ({ identifier: mean.identifier, values: mean.identifier === save.changed?.row ? { ...mean.values, value: save.changed.value } : mean.values })),
      ...(row === target ? [{ identifier: null, values: { type: 'email', value: label } }] : []),
    ];
    const edited = contacts.map((row) => ({ identifier: row.identifier, values: row.values, collection: { means: meansOf(row) } }));
    return { save, payload: resave(base, () => edited, { original: loadedContacts(base), confirm_conflict: true }) };
  }

  /** Saves the customer at `index` again and again until the server stops answering. */
  async function send(origin: string, token: string, cycle: number, index: number) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let base: LoadedCustomer;
    try {
      const loaded = await fetch(`${origin}/proxy/form/customer/${idParams(customers[index]!)}`, { headers });
      if (loaded.status !== 200) throw new Error(`loading a customer answered ${loaded.status}`);
      base = (await loaded.json()) as LoadedCustomer;
    } catch (failure) {
      if (failure instanceof TypeError) return; // killed before it loaded
      throw failure;
    }
    for (;;) {
      const { save, payload } = nextSave(base, cycle);
      let status: number;
      let body: string;
      try {
        const response = await fetch(`${origin}/proxy/form/customer`, { method: 'POST', headers, body: JSON.stringify(payload) });
        status = response.status;
        body = await response.text();
      } catch {
        return; // killed: this save was not acknowledged, whatever became of it
      }
      if (status === 202) acknowledged.push(save);
      else throw new Error(`a save of nested rows answered ${status} instead of 202: ${body}`);
    }
  }

  /** Every acknowledged save's effect, looked for in the customers' means of contact. */
  async function check(db: Db): Promise<NestedCrashResult> {
    const rows = await dynamic(db.kysely)
      .selectFrom(meansTable)
      .innerJoin('customer_contacts', 'customer_contacts.id', `${meansTable}.parent_id`)
      .select([`${meansTable}.id as id`, `${meansTable}.parent_id as contact`, `${meansTable}.value as value`])
      .where('customer_contacts.parent_id', 'in', customers)
      .$castTo<{ id: number; contact: number; value: string }>()
      .execute();
    const valueOf = new Map(rows.map((row) => [Number(row.id), row.value]));
    const byValue = new Map<string, number[]>();
    for (const row of rows) byValue.set(row.value, [...(byValue.get(row.value) ?? []), Number(row.contact)]);
    const applied = (save: MeansSave) =>
      byValue.get(save.added.value)?.join() === String(save.added.contact) &&
      (!save.changed || valueOf.get(save.changed.row) === save.changed.value) &&
      (save.deleted === undefined || !valueOf.has(save.deleted));
    const lost = acknowledged.filter((save) => !applied(save)).map((save) => save.label);
    return {
      acknowledged: acknowledged.length,
      applied: acknowledged.length - lost.length,
      lost,
      duplicated: [...byValue].filter(([value, contacts]) => value.startsWith(PREFIX) && contacts.length > 1).map(([value]) => value),
    };
  }

  return { pickCustomers, send, check, acknowledged: () => acknowledged.length };
}
