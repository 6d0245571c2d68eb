import { type FormResponse, type ListDefinition, encodeParams } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** The demo modules' bulk actions besides invoices': absences approved, vehicles taken out of service. */

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  admin = bearer(await ctx.login('admin'));
});
afterAll(() => ctx.close());

const run = (action: string, list: string, ids: number[], headers = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/proxy/form/${action}/${encodeURIComponent(encodeParams({ _list_name: list, _list_selection: ids.join(',') }))}`,
    headers,
    payload: { identifier: null, values: {} },
  });

const rowsOf = async (table: string, column: string) => {
  const rows = await ctx.db
    .selectFrom(table)
    .innerJoin('client', 'client.id', `${table}.client_id`)
    .select([`${table}.id as id`, `${table}.${column} as value`])
    .where('client.code', '=', 'saint-aubin')
    .orderBy(`${table}.id`)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), value: row.value }));
};

describe('approving absences in bulk', () => {
  it('validates requested absences, each as its form would', async () => {
    const requested = (await rowsOf('absence', 'status')).filter((row) => row.value === 'requested').slice(0, 3);
    expect(requested).toHaveLength(3);
    const response = await run('absence_approve', 'absence', requested.map((row) => row.id));
    expect(response.statusCode).toBe(200);
    expect(response.json<FormResponse>().submit_message?.message).toBe('3 ligne(s) modifiée(s).');
    const after = await rowsOf('absence', 'status');
    expect(requested.map((row) => after.find((candidate) => candidate.id === row.id)!.value)).toEqual(['approved', 'approved', 'approved']);
  });

  it('refuses a selection holding a refused absence, and approves none of it', async () => {
    const rows = await rowsOf('absence', 'status');
    const requested = rows.find((row) => row.value === 'requested')!;
    const refused = rows.find((row) => row.value === 'refused')!;
    const response = await run('absence_approve', 'absence', [requested.id, refused.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^La ligne « .+ » ne peut pas être modifiée : seules les absences demandées peuvent être validées\.$/);
    expect((await rowsOf('absence', 'status')).find((row) => row.id === requested.id)!.value).toBe('requested');
  });

  it('is neither offered to nor run by a partner, who cannot open absences', async () => {
    const partner = bearer(await ctx.login('partenaire'));
    const requested = (await rowsOf('absence', 'status')).find((row) => row.value === 'requested')!;
    const refused = await run('absence_approve', 'absence', [requested.id], partner);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([404, "Cette action groupée n'existe pas ou ne vous est pas ouverte."]);
    expect((await rowsOf('absence', 'status')).find((row) => row.id === requested.id)!.value).toBe('requested');
  });
});

describe('taking vehicles out of service in bulk', () => {
  it('is offered on the vehicle list, and retires vehicles in service', async () => {
    const definition = await ctx.app.inject({ method: 'GET', url: '/proxy/list/vehicle', headers: admin });
    expect(definition.json<ListDefinition>().bulk_actions.map((action) => action.label)).toEqual(['Retirer du service', 'Remettre en service']);
    const inService = (await rowsOf('vehicle', 'in_service')).filter((row) => Number(row.value) === 1).slice(0, 2);
    const response = await run('vehicle_retire', 'vehicle', inService.map((row) => row.id));
    expect(response.statusCode).toBe(200);
    const after = await rowsOf('vehicle', 'in_service');
    expect(inService.map((row) => Number(after.find((candidate) => candidate.id === row.id)!.value))).toEqual([0, 0]);
    // Once out of service, they are outside the action.
    const again = await run('vehicle_retire', 'vehicle', [inService[0]!.id]);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([400, expect.stringMatching(/ : ce véhicule est déjà hors service\.$/)]);
    // And back in service.
    expect((await run('vehicle_restore', 'vehicle', inService.map((row) => row.id))).statusCode).toBe(200);
    const restored = await rowsOf('vehicle', 'in_service');
    expect(inService.map((row) => Number(restored.find((candidate) => candidate.id === row.id)!.value))).toEqual([1, 1]);
  });
});
