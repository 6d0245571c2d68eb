import { type TimeLoggingActivity, type TimeLoggingAnswer, type TimeLoggingRequest, type TimeLoggingState, formatMessage, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';
import type { TimeLoggingActivityDeclaration } from '../../metadata/time-logging-declaration.js';
import { authorOf } from '../../records/history-store.js';
import { type Caller, type RecordDeps, canRead, scopeOf } from '../../records/record-access.js';
import { type LogOwner, type TimeLogRow, logsSince, markCarried, startLog, stopRunning } from './time-log-store.js';
import { announceTimeLogging } from './time-logging-events.js';
import { monthInWords, overlap, parisDay } from './time-spans.js';
import { type Carried, type Timesheets, carryLog, employeeOf, nothingCarried, timesheetsOf } from './timesheet-carry.js';

const text = messages.timeLogging;

/** Attempts of a change meeting a concurrent one (another tab's start, a save of the timesheet) before a 409. */
const ATTEMPTS = 3;

/** A timesheet moved under the carry: the whole change is tried again. */
class TimesheetMoved extends Error {}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Runs a change again when a concurrent one got there first; still beaten after a few attempts, 409. */
async function retried<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof TimesheetMoved || isUniqueViolation(error))) throw error;
      if (tries >= ATTEMPTS) throw new HttpError(409, text.busy);
    }
  }
}

const ownerOf = (caller: Caller): LogOwner => ({ clientId: caller.auth.clientId, userId: caller.auth.userId });

/** The timesheets the caller's time goes to, and their employee; undefined for a caller linked to no employee. */
async function linkOf(deps: RecordDeps, caller: Caller): Promise<{ timesheets: Timesheets; employeeId: number } | undefined> {
  const timesheets = timesheetsOf(deps);
  if (!timesheets || !canRead(deps, caller, timesheets.module.name)) return undefined;
  const employeeId = await employeeOf(deps, timesheets, caller.auth.clientId, caller.auth.userId);
  return employeeId === null ? undefined : { timesheets, employeeId };
}

/** One activity as the popover shows it: today's seconds on it (and on each choice), whether it runs. */
function activityOf(declaration: TimeLoggingActivityDeclaration, logs: TimeLogRow[], secondsOf: (log: TimeLogRow) => number): TimeLoggingActivity {
  const own = logs.filter((log) => log.activity === declaration.id);
  const total = (list: TimeLogRow[]) => Math.floor(list.reduce((sum, log) => sum + secondsOf(log), 0) / 1000);
  const running = own.find((log) => log.stopped_at === null);
  const activity: TimeLoggingActivity = { id: declaration.id, name: declaration.name, active: running !== undefined, spend_time: total(own) };
  if (!declaration.choices) return activity;
  return {
    ...activity,
    choice_title: declaration.choiceTitle!,
    choices: declaration.choices.map((choice) => {
      const value = String(choice.value);
      return { label: choice.label, value, spend_time: total(own.filter((log) => log.choice === value)), active: running?.choice === value };
    }),
  };
}

/**
 * GET /api-internal/time_logging: the caller's activities with their time today (the Paris day, the running log
 * counted up to now), the running log and the server's time, so that the browser ticks on the server's clock. A
 * caller linked to no employee gets no activity. The notice says when time logged today stayed out of a validated
 * timesheet.
 */
export async function timeLoggingState(deps: RecordDeps, caller: Caller): Promise<TimeLoggingState> {
  const now = deps.clock.now();
  const day = parisDay(now);
  const logs = await logsSince(deps.db, ownerOf(caller), new Date(day.start).toISOString());
  const link = await linkOf(deps, caller);
  const running = logs.find((log) => log.stopped_at === null);
  const kept = logs.filter((log) => log.not_carried_month !== null).at(-1);
  const secondsOf = (log: TimeLogRow) => overlap(log, day.start, day.end, now.getTime());
  return {
    activities: link ? link.timesheets.declaration.activities.map((activity) => activityOf(activity, logs, secondsOf)) : [],
    running: running ? { activity: running.activity, value: running.choice, started_at: running.started_at } : null,
    server_now: now.toISOString(),
    notice: kept ? formatMessage(text.notCarried, { month: monthInWords(kept.not_carried_month!) }) : null,
  };
}

/** The activity (and choice) a start names, checked against the declaration: French 400s otherwise. */
function startOf(timesheets: Timesheets, request: TimeLoggingRequest): { activity: string; choice: string | null } {
  if (request.status === undefined) throw new HttpError(400, text.statusRequired);
  const activity = timesheets.declaration.activities.find((candidate) => candidate.id === request.status);
  if (!activity) throw new HttpError(400, formatMessage(text.unknownActivity, { status: request.status }));
  if (!activity.choices) {
    if (request.value !== undefined) throw new HttpError(400, formatMessage(text.noChoices, { name: activity.name }));
    return { activity: activity.id, choice: null };
  }
  if (request.value === undefined) throw new HttpError(400, formatMessage(text.choiceRequired, { name: activity.name }));
  if (!activity.choices.some((choice) => String(choice.value) === request.value)) {
    throw new HttpError(400, formatMessage(text.unknownChoice, { value: request.value, name: activity.name }));
  }
  return { activity: activity.id, choice: request.value };
}

/**
 * POST /api-internal/time_logging: `stop` stops the caller's running log; otherwise the running log stops and the
 * activity named starts. A stopped log's time is carried into the employee's timesheet in the same transaction. Two
 * starts at the same time (two tabs) leave one running log: the second meets the unique index and is tried again,
 * stopping the first. Once committed, the caller's other tabs hear of it (TIME_LOGGING_UPDATED) and the open forms of
 * the timesheets written (FORM_UPDATED).
 */
export async function changeTimeLogging(deps: RecordDeps, caller: Caller, request: TimeLoggingRequest): Promise<TimeLoggingAnswer> {
  if (request.user !== undefined && request.user !== caller.auth.userId) throw new HttpError(403, text.otherUser, { protected: true });
  const link = await linkOf(deps, caller);
  let start: { activity: string; choice: string | null } | null = null;
  if (!request.stop) {
    if (!link) throw new HttpError(403, text.notLinked, { protected: true });
    start = startOf(link.timesheets, request);
  }
  // Stored as typed: a NUL byte would fail PostgreSQL's insert, a lone surrogate its encoding.
  if (request.workstation !== undefined && hasInvalidCharacters(request.workstation)) {
    throw new HttpError(400, messages.form.invalidCharacters, { errors: [{ path: 'workstation', text: messages.form.invalidCharacters }] });
  }
  const workstation = request.workstation?.trim() || null;
  const owner = ownerOf(caller);
  const outcome = await retried(() =>
    deps.db.transaction().execute(async (trx) => {
      const scope = scopeOf(deps, caller, trx);
      const stopped = await stopRunning(trx, owner, scope.now);
      let carried: Carried = nothingCarried;
      if (stopped && link) {
        const result = await carryLog(deps, scope, link.timesheets, link.employeeId, stopped, authorOf(caller));
        if (!result) throw new TimesheetMoved();
        carried = result;
        await markCarried(trx, stopped.id, carried.written.at(-1)?.id ?? null, carried.notCarried[0] ?? null);
      }
      if (start) await startLog(trx, owner, { ...start, workstation, startedAt: scope.now });
      return { changed: stopped !== undefined || start !== null, carried };
    }),
  );
  if (outcome.changed) await announceTimeLogging(deps, caller, link?.timesheets.module, outcome.carried.written);
  const month = outcome.carried.notCarried[0];
  return { ...(await timeLoggingState(deps, caller)), carry_notice: month ? formatMessage(text.notCarried, { month: monthInWords(month) }) : null };
}
