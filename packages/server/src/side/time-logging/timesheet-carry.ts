import type { DynamicDb } from '../../infra/dynamic-db.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { StoreScope } from '../../metadata/record-store.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { TimeLoggingDeclaration } from '../../metadata/time-logging-declaration.js';
import { type AppendedRecord, appendRows } from '../../records/appended-rows.js';
import type { HistoryAuthor } from '../../records/history-store.js';
import type { RecordDeps } from '../../records/record-access.js';
import type { TimeLogRow } from './time-log-store.js';
import { type DayLine, dayLines } from './time-spans.js';

/** The module declaring the time logging, with its declaration. */
export interface Timesheets {
  module: RegisteredModule;
  declaration: TimeLoggingDeclaration;
}

export function timesheetsOf(deps: RecordDeps): Timesheets | undefined {
  const module = deps.registry.timeLogging();
  return module && { module, declaration: module.definition.timeLogging! };
}

/** The user's employee: the one of the organisation whose user field names the account (the first, should two). */
export async function employeeOf(deps: RecordDeps, timesheets: Timesheets, clientId: number, userId: number): Promise<number | null> {
  const { employees } = timesheets.declaration;
  const module = deps.registry.get(employees.module)!;
  const value = module.fieldByName.get(employees.user)!.kind === 'number' ? userId : String(userId);
  const row = await deps.db
    .selectFrom(module.table)
    .select('id')
    .where('client_id', '=', clientId)
    .where(employees.user, '=', value)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The project a log's lines take: its activity's, or its choice; none when the declaration no longer offers it. */
function projectOf(timesheets: Timesheets, log: TimeLogRow): string | null {
  const activity = timesheets.declaration.activities.find((candidate) => candidate.id === log.activity);
  const project = activity?.project ?? activity?.choices?.find((choice) => String(choice.value) === log.choice)?.value;
  return project === undefined ? null : String(project);
}

/** The employee's timesheet of a month (the first, should there be two), and whether it is validated. */
async function timesheetOf(db: DynamicDb, timesheets: Timesheets, clientId: number, employeeId: number, month: string) {
  const { module, declaration } = timesheets;
  const row = (await db
    .selectFrom(module.table)
    .select(['id', ...(declaration.validated ? [declaration.validated] : [])])
    .where('client_id', '=', clientId)
    .where(declaration.employee, '=', employeeId)
    .where(declaration.month, '=', month)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return { id: Number(row.id), validated: declaration.validated !== undefined && kindOf('boolean').fromColumn(row[declaration.validated] ?? null) === true };
}

/** What carrying a log did: the timesheets written, the validated months its time was kept out of. */
export interface Carried {
  written: AppendedRecord[];
  notCarried: string[];
}

export const nothingCarried: Carried = { written: [], notCarried: [] };

/**
 * Carries a stopped log into the employee's timesheets: a line per day it covers, appended to the timesheet of the
 * day's month (created when there is none). A validated timesheet is left as it is: that month's time stays out of
 * it. Null when a timesheet moved under the write (a concurrent save): the transaction is to be tried again.
 */
export async function carryLog(
  deps: RecordDeps,
  scope: StoreScope,
  timesheets: Timesheets,
  employeeId: number,
  log: TimeLogRow,
  author: HistoryAuthor,
): Promise<Carried | null> {
  const { declaration } = timesheets;
  const byMonth = new Map<string, DayLine[]>();
  for (const line of dayLines(new Date(log.started_at), new Date(log.stopped_at!))) {
    const month = line.day.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), line]);
  }
  const project = projectOf(timesheets, log);
  const carried: Carried = { written: [], notCarried: [] };
  for (const [month, lines] of byMonth) {
    const timesheet = await timesheetOf(scope.db, timesheets, scope.clientId, employeeId, month);
    if (timesheet?.validated) {
      carried.notCarried.push(month);
      continue;
    }
    const { lines: names } = declaration;
    const written = await appendRows(
      deps,
      scope,
      timesheets.module,
      timesheet ? { id: timesheet.id } : { id: null, values: { [declaration.employee]: employeeId, [declaration.month]: month } },
      { collection: names.collection, rows: lines.map((line) => ({ [names.day]: line.day, [names.start]: line.start, [names.end]: line.end, [names.project]: project })) },
      author,
    );
    if (!written) return null;
    carried.written.push(written);
  }
  return carried;
}
