import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type SqlBool, sql } from 'kysely';
import { listSort } from '../../src/engines/list/list-sort.js';
import { sortedRows } from '../../src/engines/list/page-sql.js';
import { describe, expect, it } from 'vitest';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { syncModuleSchema } from '../../src/infra/schema-sync.js';
import { tableSpecs, termName } from '../../src/metadata/table-spec.js';
import { fleetModules } from '../../src/modules/fleet/index.js';
import { hrModules } from '../../src/modules/hr/index.js';
import { salesModules } from '../../src/modules/sales/index.js';
import { createTestApp } from '../helpers/test-app.js';

describe('the indexes of a list', () => {
  it('cover its default order with the tenant and id, and the choices and dates it groups by, not free text', () => {
    const invoice = new ModuleRegistry(salesModules).get('invoice')!;
    const indexes = tableSpecs(invoice)[0]!.indexes.map((index) => index.columns.map(termName).join(','));
    expect(indexes).toContain('client_id,issue_date,id');
    expect(indexes).toContain('client_id,due_date');
    expect(indexes).toContain('client_id,customer');
    expect(indexes).not.toContain('client_id,number,id');
    const customer = new ModuleRegistry(salesModules).get('customer')!;
    expect(tableSpecs(customer)[0]!.indexes.map((index) => index.columns.map(termName).join(','))).not.toContain('client_id,city');
  });
});

describe('the index of a list sorted by text', () => {
  it('holds the text’s sort key, not the text, and replaces the one an earlier version made on the text', () => {
    const customer = tableSpecs(new ModuleRegistry(salesModules).get('customer')!)[0]!;
    const indexes = customer.indexes.map((index) => index.columns.map(termName).join(','));
    expect(indexes).toContain('client_id,key(name),id');
    expect(indexes).not.toContain('client_id,name,id');
    expect(customer.droppedIndexes).toContain('customer_name_list_idx');
  });

  it('gives the list’s first page in its order, either way, from the index, without sorting the table', async () => {
    const ctx = await createTestApp();
    try {
      const { db } = ctx;
      const { dialect } = ctx.app.db;
      const customer = ctx.app.modules.get('customer')!;
      // The list as it opens (its own order), and its header clicked the other way.
      for (const sort of [null, { column: 'name', direction: 'desc' as const }]) {
        const query = sortedRows({ db, dialect, table: 'customer', where: sql<SqlBool>`client_id = ${1}`, columns: ['id', 'name'], sort: listSort(customer, { sort }) })
          .limit(50)
          .compile();
        // A handful of rows would be sorted in memory on PostgreSQL whatever the indexes: only an index walk is allowed.
        const plan =
          dialect === 'postgres'
            ? await db.transaction().execute(async (trx) => {
                await sql`set local enable_seqscan = off`.execute(trx);
                await sql`set local enable_sort = off`.execute(trx);
                const rows = (await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]))).rows;
                return rows.map((row) => row['QUERY PLAN']).join('\n');
              })
            : (await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]))).rows.map((row) => row.detail).join(' ');
        expect(plan).toContain('customer_name_list_key1_idx');
        // PostgreSQL's Sort node, SQLite's sorter.
        expect(plan).not.toMatch(/\bSort\b|TEMP B-TREE/);
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('the indexes of a planning', () => {
  it('find the events begun before a span from their end with the start beside it, and those begun in it from their start', () => {
    const registry = new ModuleRegistry([...hrModules, ...fleetModules]);
    const columnsOf = (name: string) => tableSpecs(registry.get(name)!)[0]!.indexes.map((index) => index.columns.map(termName).join(','));
    expect(columnsOf('absence')).toContain('client_id,end_date,start_date');
    expect(columnsOf('absence')).toContain('client_id,start_date,id');
    // The end date's group index (tenant, end) is the planning's leading part: one index serves both.
    expect(columnsOf('absence')).not.toContain('client_id,end_date');
    expect(columnsOf('maintenance')).toContain('client_id,date,id');
    // Made by an earlier version for a planning without an end field, now served by (tenant, date, id).
    expect(columnsOf('maintenance')).not.toContain('client_id,date');
    expect(tableSpecs(registry.get('maintenance')!)[0]!.droppedIndexes).toContain('maintenance_date_planning_idx');
  });

  it('let SQLite find the events begun before a span from the index alone, reading only the rows it keeps', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const [spec] = tableSpecs(new ModuleRegistry(hrModules).get('absence')!);
    sqlite.exec(`create table absence (id integer primary key, ${spec!.columns.map((column) => `${column.name} ${column.type === 'text' ? 'text' : 'integer'}`).join(', ')})`);
    for (const index of spec!.indexes) sqlite.exec(`create index ${index.name} on absence (${index.columns.join(', ')})`);
    const plan = sqlite.prepare("explain query plan select id, start_date, end_date, status from absence where client_id = 1 and +start_date < '2035-05-01' and end_date >= '2035-05-01'").all() as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' ')).toMatch(/USING INDEX absence_end_date_planning_idx /);
    sqlite.close();
  });
});

describe('the indexes of a database made by an earlier version', () => {
  it('lose, at start, one that another index now serves, and nothing else', async () => {
    const ctx = await createTestApp();
    try {
      // Before the planning's start index, a list's end date got its own (tenant, end) index.
      await sql`create index absence_end_date_group_idx on absence (client_id, end_date)`.execute(ctx.app.db.kysely);
      const specs = ctx.app.modules.all().filter((module) => !module.definition.store).flatMap(tableSpecs);
      expect(await syncModuleSchema(ctx.app.db, specs)).toEqual(['drop index absence_end_date_group_idx']);
      expect(await syncModuleSchema(ctx.app.db, specs)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('lose, at start, the index of a text order on the text itself, its key’s index standing in', async () => {
    const ctx = await createTestApp();
    try {
      await sql`create index customer_name_list_idx on customer (client_id, name, id)`.execute(ctx.app.db.kysely);
      const specs = ctx.app.modules.all().filter((module) => !module.definition.store).flatMap(tableSpecs);
      expect(await syncModuleSchema(ctx.app.db, specs)).toEqual(['drop index customer_name_list_idx']);
    } finally {
      await ctx.close();
    }
  });
});

describe('the indexes of a KPI', () => {
  it('hold its equalities, then its ranges, then the summed column, with the tenant; one that another leads is not made', () => {
    const registry = new ModuleRegistry([...salesModules, ...hrModules, ...fleetModules]);
    const columnsOf = (name: string) => tableSpecs(registry.get(name)!)[0]!.indexes.map((index) => index.columns.map(termName).join(','));
    const invoice = columnsOf('invoice');
    expect(invoice).toContain('client_id,status,total_incl_vat');
    expect(invoice).toContain('client_id,status,due_date');
    // The status column's group index (tenant, status) leads the KPIs' ones, which serve it.
    expect(invoice).not.toContain('client_id,status');
    expect(invoice.filter((columns) => columns === 'client_id,status,due_date')).toHaveLength(1);
    expect(columnsOf('maintenance')).toContain('client_id,kind,done,date');
  });

  it('let SQLite sum the unpaid invoices from the index alone, without reading a row', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const [spec] = tableSpecs(new ModuleRegistry(salesModules).get('invoice')!);
    sqlite.exec(`create table invoice (id integer primary key, ${spec!.columns.map((column) => `${column.name} ${column.type === 'text' ? 'text' : 'integer'}`).join(', ')})`);
    for (const index of spec!.indexes) sqlite.exec(`create index ${index.name} on invoice (${index.columns.join(', ')})`);
    const plan = sqlite.prepare("explain query plan select sum(total_incl_vat) from invoice where client_id = 1 and status = 'sent'").all() as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' ')).toMatch(/USING COVERING INDEX invoice_invoices_unpaid_amount_kpi_idx/);
    sqlite.close();
  });
});
