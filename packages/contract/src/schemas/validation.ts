import { Type, type Static } from 'typebox';
import { ObjectName, RecordId } from './common.js';

/** What a step asks of its validators (SPEC §3 Validation active_step.type). */
export const ValidationStepType = Type.Union([Type.Literal('VALIDATION'), Type.Literal('ELECTRONIC_SIGNATURE')]);
export type ValidationStepType = Static<typeof ValidationStepType>;

/** Where a request stands: ACTIVE until its last step is validated (DONE) or a step refuses it (REFUSED). */
export const ValidationStatus = Type.Union([Type.Literal('ACTIVE'), Type.Literal('DONE'), Type.Literal('REFUSED')]);
export type ValidationStatus = Static<typeof ValidationStatus>;

/** SPEC §7 process actions. */
export const VALIDATION_ACTIONS = ['__process_validate', '__process_refuse'] as const;
export type ValidationAction = (typeof VALIDATION_ACTIONS)[number];

/** Longest comment a request or a decision keeps. */
export const VALIDATION_COMMENT_MAX = 2000;

const Person = Type.Object({ name: Type.String() });

/** The step waiting for a decision, and who may take it. */
export const ValidationActiveStep = Type.Object({
  type: ValidationStepType,
  status: Type.Literal('ACTIVE'),
  label: Type.String(),
  users: Type.Array(Person),
});
export type ValidationActiveStep = Static<typeof ValidationActiveStep>;

/** A decision taken on a step of the request. */
export const ValidationDecision = Type.Object({
  step_index: Type.Integer(),
  label: Type.String(),
  type: ValidationStepType,
  decision: Type.Union([Type.Literal('validate'), Type.Literal('refuse')]),
  comment: Type.Union([Type.String(), Type.Null()]),
  decidedBy: Person,
  decided_at: Type.String(),
});
export type ValidationDecision = Static<typeof ValidationDecision>;

/** The record's latest request (SPEC §3 Validation `validation`), with its comment and the decisions taken. */
export const ValidationRequestState = Type.Object({
  id: Type.Integer(),
  status: ValidationStatus,
  createdBy: Person,
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
  decisions: Type.Array(ValidationDecision),
});
export type ValidationRequestState = Static<typeof ValidationRequestState>;

/**
 * GET /api-internal/validation/{object_name}/{object_id} (SPEC §3 Validation), also the answer of a
 * decision. `enabled`: the module declares a validation; `required`: the record calls for one now (a request is
 * accepted only then); `lock_message`: while a request is ACTIVE, why the record cannot be changed (SPEC §6).
 */
export const RecordValidation = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  active_step: Type.Union([ValidationActiveStep, Type.Null()]),
  validation: Type.Union([ValidationRequestState, Type.Null()]),
  user_can_validate: Type.Boolean(),
  associated_object_name: Type.String(),
  lock_message: Type.Optional(Type.String()),
});
export type RecordValidation = Static<typeof RecordValidation>;

const Comment = Type.String({ maxLength: VALIDATION_COMMENT_MAX });

/** POST /api-internal/validation/process: a validator of the active step validates or refuses it. */
export const ValidationProcessBody = Type.Object(
  {
    object_name: ObjectName,
    object_id: RecordId,
    action: Type.Union([Type.Literal('__process_validate'), Type.Literal('__process_refuse')]),
    comment: Type.Optional(Comment),
  },
  { additionalProperties: false },
);
export type ValidationProcessBody = Static<typeof ValidationProcessBody>;
