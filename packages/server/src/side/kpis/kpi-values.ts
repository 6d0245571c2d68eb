import type { Kpi } from '@ossature/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { addDays, parisDate } from '../../metadata/calendar.js';
import type { FieldDefinition } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import { type KpiCondition, type RegisteredKpi, isRelativeDay } from '../../metadata/kpi-declaration.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { type Caller, type RecordDeps, canRead } from '../../records/record-access.js';

type Builder = ExpressionBuilder<Record<string, Record<string, unknown>>, string>;

/**
 * A datetime compared with a day: the day is the span from its midnight to the next one, so that '<= in 30 days'
 * keeps that whole day and '= today' every hour of it (datetimes are stored as 'yyyy-MM-dd HH:mm:ss' text).
 */
function dayCondition(eb: Builder, column: string, op: KpiCondition['op'], day: string): Expression<SqlBool> {
  const ref = sql.ref(column);
  const next = addDays(day, 1);
  switch (op) {
    case '<':
      return eb(ref, '<', day);
    case '<=':
      return eb(ref, '<', next);
    case '>':
      return eb(ref, '>=', next);
    case '>=':
      return eb(ref, '>=', day);
    case '!=':
      return eb.or([eb(ref, '<', day), eb(ref, '>=', next)]);
    default:
      return eb.and([eb(ref, '>=', day), eb(ref, '<', next)]);
  }
}

/** One declared condition as SQL: the column named by the definition, the declared value as the kind stores it. */
function conditionSql(eb: Builder, field: FieldDefinition, condition: KpiCondition, today: string): Expression<SqlBool> {
  const { value } = condition;
  if (isRelativeDay(value)) {
    const day = addDays(today, value.today);
    return field.kind === 'datetime' ? dayCondition(eb, condition.field, condition.op, day) : eb(sql.ref(condition.field), condition.op, day);
  }
  const stored = (item: unknown) => kindOf(field.kind).toColumn(item);
  // A box never ticked may be stored empty: it is unticked all the same.
  const column = field.kind === 'boolean' ? sql`coalesce(${sql.ref(condition.field)}, 0)` : sql.ref(condition.field);
  return Array.isArray(value) ? eb(column, 'in', value.map(stored)) : eb(column, condition.op, stored(value));
}

/** The value of one KPI for one organisation: one aggregate query on the module's table. */
async function valueOf(deps: RecordDeps, module: RegisteredModule, kpi: RegisteredKpi, clientId: number, today: string): Promise<number> {
  const { aggregate, where = [] } = kpi.declaration;
  const summed = aggregate === 'count' ? undefined : module.fieldByName.get(aggregate.sum)!;
  const row = await deps.db
    .selectFrom(module.table)
    .where((eb: Builder) => eb.and([eb(sql.ref('client_id'), '=', clientId), ...where.map((condition) => conditionSql(eb, module.fieldByName.get(condition.field)!, condition, today))]))
    .select((eb: Builder) => (aggregate === 'count' ? eb.fn.countAll() : eb.fn.sum(sql.ref(aggregate.sum))).as('value'))
    .executeTakeFirst();
  // PostgreSQL answers counts and sums of bigints as text; no row to sum is 0, not null.
  const raw = row?.value === null || row?.value === undefined ? 0 : Number(row.value);
  return summed?.kind === 'money' ? (kindOf('money').fromColumn(raw) as number) : raw;
}

/**
 * GET /api-internal/kpi: the KPIs of the modules the caller may read, computed for their organisation, in the
 * application's order of modules and declarations. 'Today' is the day in France.
 */
export async function kpisOf(deps: RecordDeps, caller: Caller): Promise<Kpi[]> {
  const today = parisDate(deps.clock.now());
  const readable = deps.registry.kpis().filter((kpi) => canRead(deps, caller, kpi.module));
  return Promise.all(
    readable.map(async (kpi) => {
      const module = deps.registry.get(kpi.module)!;
      const { name, title, format, icon, link } = kpi.declaration;
      return { name, module: module.name, title, value: await valueOf(deps, module, kpi, caller.auth.clientId, today), format, icon: icon ?? null, link: link ?? null };
    }),
  );
}
