import { Type, type Static } from 'typebox';
import { TIME_LOGGING_NAME_MAX, TIME_LOGGING_WORKSTATION_MAX } from '../constants/time-logging-limits.js';
import { RecordId } from './common.js';

/** SPEC §3 Activity choice: one of the things an activity is spent on ('Sur quel projet ?'), with its time today. */
export const TimeLoggingChoice = Type.Object({
  label: Type.String(),
  value: Type.String(),
  /** Seconds spent on it today (Paris day), the running log counted up to `server_now`. */
  spend_time: Type.Integer(),
  active: Type.Boolean(),
});
export type TimeLoggingChoice = Static<typeof TimeLoggingChoice>;

/** SPEC §3 Activity / time log: an activity the caller may log time on; with choices, starting it asks which one. */
export const TimeLoggingActivity = Type.Object({
  id: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  choices: Type.Optional(Type.Array(TimeLoggingChoice)),
  choice_title: Type.Optional(Type.String()),
  /** Seconds spent on it today, all its choices together. */
  spend_time: Type.Integer(),
});
export type TimeLoggingActivity = Static<typeof TimeLoggingActivity>;

/** The caller's log running now: what ticks in the top bar. */
export const TimeLoggingRunning = Type.Object({
  activity: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
  /** ISO-8601 UTC. */
  started_at: Type.String(),
});
export type TimeLoggingRunning = Static<typeof TimeLoggingRunning>;

/**
 * GET and POST /api-internal/time_logging: the caller's activities (none for a user linked to no employee: the widget
 * hides), the running log, and the server's time of the answer, so that the browser ticks from the server's clock
 * rather than its own. `notice` says, in French, that time the caller logged today stayed out of a timesheet (a
 * validated one); null otherwise.
 */
export const TimeLoggingState = Type.Object({
  activities: Type.Array(TimeLoggingActivity),
  running: Type.Union([TimeLoggingRunning, Type.Null()]),
  server_now: Type.String(),
  notice: Type.Union([Type.String(), Type.Null()]),
});
export type TimeLoggingState = Static<typeof TimeLoggingState>;

/**
 * POST /api-internal/time_logging's answer: the state after the change, and `carry_notice`, in French, when the log
 * this request stopped could not be carried into its timesheet (validated meanwhile); null otherwise.
 */
export const TimeLoggingAnswer = Type.Object({ ...TimeLoggingState.properties, carry_notice: Type.Union([Type.String(), Type.Null()]) });
export type TimeLoggingAnswer = Static<typeof TimeLoggingAnswer>;

const Name = Type.String({ minLength: 1, maxLength: TIME_LOGGING_NAME_MAX });

/**
 * POST /api-internal/time_logging (SPEC §7: status, stop, value, user, workstation). `stop: true` stops the caller's
 * running log (`status` is then not needed); otherwise the running log stops and `status` starts, with `value`, one of
 * its choices, when it has some. `user`, when sent, must be the caller's own id: nobody logs time for someone else.
 * `workstation` names the computer the time is logged from (kept in the browser's session storage).
 */
export const TimeLoggingRequest = Type.Object(
  {
    status: Type.Optional(Name),
    value: Type.Optional(Name),
    stop: Type.Optional(Type.Boolean()),
    user: Type.Optional(RecordId),
    workstation: Type.Optional(Type.String({ maxLength: TIME_LOGGING_WORKSTATION_MAX })),
  },
  { additionalProperties: false },
);
export type TimeLoggingRequest = Static<typeof TimeLoggingRequest>;
