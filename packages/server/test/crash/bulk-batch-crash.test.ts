import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BulkBatch, encodeParams } from '@ossature/contract';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/demo-users.js';
import type { Db } from '../../src/infra/database.js';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { type ServerPlace, buildServer, inspectDatabase, startServer } from '../helpers/server-process.js';
import { createTestDatabase } from '../helpers/test-database.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ossature-bulk-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Past 5 rows a bulk action runs in the background, 2 records per transaction; a dead instance's lease lasts 1 s. */
const ENV = { BULK_DIRECT_ROWS: '5', BULK_CHUNK_ROWS: '2', BULK_JOB_LEASE_SECONDS: '1' };
const KILLS = 3;

const saintAubinInvoices = (db: Db) =>
  dynamic(db.kysely)
    .selectFrom('invoice')
    .innerJoin('client', 'client.id', 'invoice.client_id')
    .select(['invoice.id', 'invoice.status', 'invoice.version'])
    .where('client.code', '=', 'saint-aubin')
    .orderBy('invoice.id')
    .execute()
    .then((rows) => rows.map((row) => ({ id: Number(row.id), status: String(row.status), version: Number(row.version) })));

const batchRow = (db: Db, id: number) => db.kysely.selectFrom('bulk_batch').select(['status', 'done', 'attempts', 'error']).where('id', '=', id).executeTakeFirstOrThrow();

it(
  'applies a background bulk action to every selected row exactly once through kill -9 in the middle of its chunks',
  async () => {
    const database = await createTestDatabase();
    const place: ServerPlace = { dataDir, ...(database.config.url ? { postgres: { url: database.config.url, schema: database.config.pgSchema! } } : {}) };
    const main = buildServer();
    try {
      let server = await startServer(main, place, ENV);
      // Every invoice becomes a draft: the batch to send them has some four hundred records in the organisation.
      const drafts = await inspectDatabase(place, async (db) => {
        await dynamic(db.kysely).updateTable('invoice').set({ status: 'draft' }).execute();
        return (await saintAubinInvoices(db)).filter((invoice) => invoice.status === 'draft');
      });
      const login = await fetch(`${server.origin}/api-internal/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const filter = JSON.stringify({ operator: 'AND', filter_model: [{ column: 'status', operator: 'equal', value: 'draft' }] });
      const params = encodeParams({ _list_name: 'invoice', _list_all_selection: 1, _list_total: drafts.length, query: new URLSearchParams({ multiple_search: filter }).toString() });
      const started = await fetch(`${server.origin}/proxy/form/invoice_mark_sent/${encodeURIComponent(params)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: null, values: {} }),
      });
      expect(started.status).toBe(202);
      const { batch } = (await started.json()) as { batch: BulkBatch };

      // Each life is killed as soon as its chunks move the batch on; a kill counts if rows were left to change.
      let midRun = 0;
      for (let kill = 0; kill < KILLS; kill += 1) {
        await inspectDatabase(place, async (db) => {
          const before = Number((await batchRow(db, batch.id)).done);
          for (let tries = 0; tries < 5000; tries += 1) {
            const now = await batchRow(db, batch.id);
            if (now.status !== 'running' || Number(now.done) > before) break;
            await sleep(1);
          }
          server.process.kill('SIGKILL');
        });
        await server.exited;
        const left = await inspectDatabase(place, (db) => batchRow(db, batch.id));
        if (left.status !== 'running') break;
        midRun += 1;
        server = await startServer(main, place, ENV);
      }
      // The last life finishes what the killed ones left, once their leases ran out.
      const deadline = Date.now() + 60_000;
      while ((await inspectDatabase(place, (db) => batchRow(db, batch.id))).status !== 'done' && Date.now() < deadline) await sleep(200);
      server.process.kill('SIGTERM');
      await server.exited;

      // At least one kill caught the batch with rows left: a later life resumed it.
      expect(midRun).toBeGreaterThanOrEqual(1);
      await inspectDatabase(place, async (db) => {
        const ended = await batchRow(db, batch.id);
        expect([ended.status, ended.error]).toEqual(['done', null]);
        expect(Number(ended.done)).toBe(drafts.length);
        // Every draft was sent once: one version more, one Bulk entry of the batch each.
        const after = new Map((await saintAubinInvoices(db)).map((invoice) => [invoice.id, invoice]));
        expect(drafts.map((draft) => after.get(draft.id))).toEqual(drafts.map((draft) => ({ id: draft.id, status: 'sent', version: draft.version + 1 })));
        const entries = await db.kysely.selectFrom('history_entry').select('record_id').where('bulk_batch_id', '=', batch.id).execute();
        expect(entries.map((entry) => Number(entry.record_id)).toSorted((a, b) => a - b)).toEqual(drafts.map((draft) => draft.id));
      });
    } finally {
      await database.drop();
    }
  },
  240_000,
);
