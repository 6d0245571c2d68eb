import { Type, type Static } from 'typebox';

/** One state of a record's workflow: its label, and the Material icon the timeline may show. */
export const WorkflowState = Type.Object({ label: Type.String(), icon: Type.Optional(Type.String()) });
export type WorkflowState = Static<typeof WorkflowState>;

/** A state the record entered: which (`to`, a state key), who moved it there (`login`, a username) and when (`led`, ISO). */
export const WorkflowHistoryEntry = Type.Object({ to: Type.String(), login: Type.String(), led: Type.String() });
export type WorkflowHistoryEntry = Static<typeof WorkflowHistoryEntry>;

/**
 * GET /api-internal/workflow/{object_name}/{object_id} (SPEC §3 'Workflow / state history'): the module's states by
 * key, the record's current one (null when its value is not a state) and the states it entered, oldest first. A
 * module without a workflow answers no states, no current state and no history.
 */
export const RecordWorkflow = Type.Object({
  states: Type.Record(Type.String(), WorkflowState),
  current: Type.Union([Type.String(), Type.Null()]),
  history: Type.Array(WorkflowHistoryEntry),
});
export type RecordWorkflow = Static<typeof RecordWorkflow>;
