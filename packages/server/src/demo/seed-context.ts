import type { DynamicDb } from '../infra/dynamic-db.js';
import type { RegisteredInlineCollection } from '../metadata/registered-module.js';
import type { ModuleRegistry } from '../metadata/registry.js';
import { computeValues } from '../records/compute-values.js';
import { toColumns } from '../records/table-store.js';
import { Random } from './random.js';

/**
 * A demo record: its values and, per inline collection, its rows' values; `nested`, per collection, the rows of each
 * row's nested collections, in the order of its rows (a contact's means of contact).
 */
export interface SeedRecord {
  values: Record<string, unknown>;
  collections?: Record<string, Record<string, unknown>[]>;
  nested?: Record<string, Record<string, Record<string, unknown>[]>[]>;
}

const CHUNK = 200;

/** What a module's demo data generator gets: one tenant, a seeded random source, and insert helpers. */
export class SeedContext {
  /** Ids of the records created so far, per module: later modules point at them. */
  readonly created = new Map<string, number[]>();

  constructor(
    readonly db: DynamicDb,
    readonly registry: ModuleRegistry,
    readonly clientId: number,
    readonly clientCode: string,
    readonly userId: number,
    readonly now: Date,
    /** 1 for the default few hundred rows per module; larger with SEED_SIZE. */
    readonly size: number,
  ) {}

  /** A random source of its own per module and tenant: adding a module does not change the others' data. */
  random(module: string): Random {
    return new Random(`${this.clientCode}:${module}`);
  }

  ids(module: string): number[] {
    return this.created.get(module) ?? [];
  }

  /** Inserts records (and their inline rows) of a module in chunks, through the definition's column conversions. */
  async insert(moduleName: string, records: SeedRecord[]): Promise<number[]> {
    const module = this.registry.get(moduleName);
    if (!module) throw new Error(`unknown module ${moduleName}`);
    const at = this.now.toISOString();
    const ids: number[] = [];
    // Computed fields (totals…) are filled exactly as a save through the form would.
    const computed = records.map((record) => computeValues(module, { values: record.values, collections: record.collections ?? {} }));
    for (let start = 0; start < records.length; start += CHUNK) {
      const rows = await this.db
        .insertInto(module.table)
        .values(
          computed.slice(start, start + CHUNK).map((record) => ({
            ...toColumns(module.stored, record.values),
            client_id: this.clientId,
            version: 1,
            created_at: at,
            created_by: this.userId,
            updated_at: at,
            updated_by: this.userId,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => Number(row.id)));
    }
    for (const collection of module.collections.filter((candidate): candidate is RegisteredInlineCollection => candidate.kind === 'inline')) {
      const lines = computed.flatMap((record, index) =>
        (record.collections[collection.name] ?? []).map((values, position) => ({
          ...toColumns(collection.stored, values),
          client_id: this.clientId,
          parent_id: ids[index]!,
          position,
        })),
      );
      const lineIds = await this.insertLines(collection.table, lines, collection.collections.length > 0);
      // Each line's nested rows, in the order its record gave them: the line ids come back in the same order.
      const nestedOfLines = records.flatMap((record, index) =>
        (computed[index]!.collections[collection.name] ?? []).map((_values, position) => record.nested?.[collection.name]?.[position] ?? {}),
      );
      for (const nested of collection.collections) {
        const nestedLines = nestedOfLines.flatMap((rows, index) =>
          (rows[nested.name] ?? []).map((values, position) => ({ ...toColumns(nested.stored, values), client_id: this.clientId, parent_id: lineIds[index]!, position })),
        );
        await this.insertLines(nested.table, nestedLines, false);
      }
    }
    this.created.set(moduleName, [...this.ids(moduleName), ...ids]);
    return ids;
  }

  /** Rows inserted in chunks; their ids, in order, when asked for. */
  private async insertLines(table: string, lines: Record<string, unknown>[], withIds: boolean): Promise<number[]> {
    const ids: number[] = [];
    for (let start = 0; start < lines.length; start += CHUNK) {
      const chunk = this.db.insertInto(table).values(lines.slice(start, start + CHUNK));
      if (withIds) ids.push(...(await chunk.returning('id').execute()).map((row) => Number(row.id)));
      else await chunk.execute();
    }
    return ids;
  }
}

/** Demo data of one module for one tenant; seeds run in the order of the list, dependencies first. */
export interface ModuleSeed {
  module: string;
  run(context: SeedContext): Promise<void>;
}
