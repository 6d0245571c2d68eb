import { type RecordValidation, type ValidationAction, type ValidationRequestState, type ValidationStepType, cutLabel, formatMessage, messages } from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { HttpError } from '../../infra/http-error.js';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';
import type { ValidationDefinition } from '../../metadata/module-definition.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { stateLabel, transitionAllowed } from '../../metadata/workflow.js';
import { readStored, storeScope, writeDeclaredValues } from '../../records/declared-change.js';
import { authorOf } from '../../records/history-store.js';
import { NOTIFICATION_EXCERPT, type WrittenNotifications, escapeHtml, publishNotifications, recordLink, writeNotifications } from '../../records/notifications.js';
import { labelsOf } from '../../records/record-labels.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import type { LockReader } from '../../records/record-locks.js';
import { recordTarget } from '../record-tools/record-target.js';
import { type RecordPlace, type RequestRow, activeRequest, advanceRequest, decisionsOf, insertDecision, insertRequest, latestRequest } from './validation-store.js';
import { holdRecord, lockMessageOf, stepOf, stepValidators } from './validators.js';

const text = messages.validation;
const notificationText = messages.notification;

/** A validation notification's message: what happened, then the comment given with it, if any. */
const validationMessage = (line: string, comment: string | null) =>
  `<p>${escapeHtml(line)}</p>${comment ? `<p>${escapeHtml(formatMessage(notificationText.withComment, { comment: cutLabel(comment, NOTIFICATION_EXCERPT) }))}</p>` : ''}`;

/**
 * Writes, in the request's transaction, the notification of a step waiting for `recipients` ('Validation demandée'),
 * or of the request's end to its requester; published once committed.
 */
async function notifyValidation(
  deps: RecordDeps,
  trx: DynamicDb,
  caller: Caller,
  module: RegisteredModule,
  place: RecordPlace,
  notice: { recipients: number[]; title: string; line: string; comment: string | null },
): Promise<WrittenNotifications> {
  const label = (await labelsOf(trx, module, place.clientId, [place.recordId])).get(place.recordId) ?? `#${place.recordId}`;
  return writeNotifications(
    deps,
    {
      clientId: place.clientId,
      recipients: notice.recipients,
      sender: { userId: caller.auth.userId, name: caller.auth.name },
      type: 'validation',
      title: formatMessage(notice.title, { title: label }),
      message: validationMessage(notice.line, notice.comment),
      link: recordLink(module.name, place.recordId),
      module: module.name,
    },
    trx,
  );
}

/** The record's stored values, read on `db`; 404 when the tenant no longer has it. */
export async function storedValues(deps: RecordDeps, db: DynamicDb, module: RegisteredModule, place: RecordPlace): Promise<Record<string, unknown>> {
  const stored = await readStored(deps, storeScope(deps, db, place.clientId, 0), module, place.recordId);
  if (!stored) throw new HttpError(404, messages.form.recordNotFound);
  return stored.values;
}

export const placeOf = (caller: Caller, module: RegisteredModule, recordId: number): RecordPlace => ({ clientId: caller.auth.clientId, module: module.name, recordId });

/** Whether the record calls for a validation now: the declaration's rule, or always without one. */
export const isRequired = (validation: ValidationDefinition, values: Record<string, unknown>) => (validation.required ? validation.required(values) : true);

async function requestState(deps: RecordDeps, request: RequestRow, validation: ValidationDefinition): Promise<ValidationRequestState> {
  const decisions = await decisionsOf(deps.db, request.id);
  return {
    id: request.id,
    status: request.status as ValidationRequestState['status'],
    createdBy: { name: request.created_by_name },
    created_at: request.created_at,
    finished_at: request.finished_at,
    comment: request.comment,
    decisions: decisions.map((decision) => ({
      step_index: decision.step_index,
      label: stepOf(validation, decision.step_index).label,
      type: decision.type as ValidationStepType,
      decision: decision.decision as 'validate' | 'refuse',
      comment: decision.comment,
      decidedBy: { name: decision.decided_by_name },
      decided_at: decision.decided_at,
    })),
  };
}

/**
 * SPEC §3 Validation for the caller: whether the module declares one, whether the record calls for one now, its
 * latest request with its decisions, and while one is ACTIVE its step, who may decide it (whether the caller may)
 * and the message telling why the record cannot be changed.
 */
export async function validationState(deps: RecordDeps, caller: Caller, module: RegisteredModule, recordId: number): Promise<RecordValidation> {
  const validation = module.definition.validation;
  const state: RecordValidation = { enabled: false, required: false, active_step: null, validation: null, user_can_validate: false, associated_object_name: module.name };
  if (!validation) return state;
  const place = placeOf(caller, module, recordId);
  const values = await storedValues(deps, deps.db, module, place);
  const latest = await latestRequest(deps.db, place);
  state.enabled = true;
  state.required = isRequired(validation, values);
  if (!latest) return state;
  state.validation = await requestState(deps, latest, validation);
  if (latest.status !== 'ACTIVE') return state;
  const step = stepOf(validation, latest.step_index);
  const validators = await stepValidators(deps.db, place.clientId, recordId, values, step);
  state.active_step = { type: step.type, status: 'ACTIVE', label: step.label, users: validators.map(({ name }) => ({ name })) };
  state.user_can_validate = validators.some((validator) => validator.id === caller.auth.userId);
  state.lock_message = lockMessageOf(step, validators);
  return state;
}

/** GET /api-internal/validation/{object_name}/{object_id}: reading needs only to reach the record. */
export async function readValidation(deps: RecordDeps, caller: Caller, objectName: string, objectId: number): Promise<RecordValidation> {
  const target = await recordTarget(deps, caller, objectName, objectId);
  return validationState(deps, caller, target.module, target.recordId);
}

/** A comment as kept: trimmed, null when blank; text a person could not have typed is refused. */
export function commentOf(raw: string | undefined): string | null {
  const comment = raw?.trim() ?? '';
  if (hasInvalidCharacters(comment)) throw new HttpError(400, messages.form.invalidCharacters);
  return comment === '' ? null : comment;
}

/**
 * The values a request's outcomes would write must be moves its workflow allows from where the record stands: they
 * are known when it starts, and the record cannot change until it ends.
 */
function refuseForbiddenOutcomes(module: RegisteredModule, validation: ValidationDefinition, values: Record<string, unknown>): void {
  const workflow = module.definition.workflow;
  if (!workflow) return;
  for (const outcome of [validation.onValidated, validation.onRefused]) {
    if (!outcome || !(workflow.field in outcome)) continue;
    const to = outcome[workflow.field];
    if (transitionAllowed(workflow, values[workflow.field] ?? null, to)) continue;
    throw new HttpError(400, formatMessage(text.outcomeNotAllowed, {
      field: module.fieldByName.get(workflow.field)!.label,
      from: stateLabel(workflow, values[workflow.field]),
      to: stateLabel(workflow, to),
    }));
  }
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * 'Demande de validation', submitted through the form validation_workflow (validation-form.ts): needs the right to
 * change the record; refused when the module declares no validation or the record does not call for one now (400),
 * when one is already active (409) or when nobody could decide its first step (400). From then on nobody changes the
 * record until it ends.
 */
export async function startValidation(deps: RecordDeps, caller: Caller, objectName: string, objectId: number, comment: string | null): Promise<void> {
  const target = await recordTarget(deps, caller, objectName, objectId, 'update');
  const { module } = target;
  const validation = module.definition.validation;
  if (!validation) throw new HttpError(400, text.notDeclared);
  const place = placeOf(caller, module, target.recordId);
  const written = await deps.db
    .transaction()
    .execute(async (trx) => {
      await holdRecord(deps, trx, module, place.clientId, place.recordId);
      if (await activeRequest(trx, place)) throw new HttpError(409, text.alreadyActive);
      const values = await storedValues(deps, trx, module, place);
      if (!isRequired(validation, values)) throw new HttpError(400, text.notRequired);
      refuseForbiddenOutcomes(module, validation, values);
      const validators = await stepValidators(trx, place.clientId, place.recordId, values, validation.steps[0]!);
      if (validators.length === 0) throw new HttpError(400, text.noValidator);
      await insertRequest(trx, place, caller.auth.userId, comment, deps.clock.now().toISOString());
      // The first step's validators are told, with the request: both or neither.
      const step = formatMessage(notificationText.validationStep, { step: validation.steps[0]!.label, name: caller.auth.name });
      const recipients = validators.map((validator) => validator.id);
      return notifyValidation(deps, trx, caller, module, place, { recipients, title: notificationText.validationRequested, line: step, comment });
    })
    .catch((error: unknown) => {
      // Two requests at the same instant: the partial unique index lets one through.
      throw isUniqueViolation(error) ? new HttpError(409, text.alreadyActive) : error;
    });
  await publishNotifications(deps, written);
}

/**
 * POST /api-internal/validation/process (SPEC §7 __process_validate / __process_refuse): only a validator of the
 * active step decides (403 for anyone else, nothing changed). Validating the last step ends the request DONE and
 * writes `onValidated`; refusing ends it REFUSED and writes `onRefused` — through the records layer, with the version
 * bumped, a history entry in the validator's name, and FORM_UPDATED to the organisation's open screens.
 */
export async function processValidation(
  deps: RecordDeps,
  caller: Caller,
  objectName: string,
  objectId: number,
  action: ValidationAction,
  comment: string | null,
): Promise<RecordValidation> {
  const target = await recordTarget(deps, caller, objectName, objectId);
  const { module } = target;
  const validation = module.definition.validation;
  if (!validation) throw new HttpError(400, text.notDeclared);
  const place = placeOf(caller, module, target.recordId);
  const { version, written } = await deps.db.transaction().execute(async (trx) => {
    await holdRecord(deps, trx, module, place.clientId, place.recordId);
    const request = await activeRequest(trx, place);
    if (!request) throw new HttpError(409, text.noneActive);
    const values = await storedValues(deps, trx, module, place);
    const step = stepOf(validation, request.step_index);
    const validators = await stepValidators(trx, place.clientId, place.recordId, values, step);
    if (!validators.some((validator) => validator.id === caller.auth.userId)) throw new HttpError(403, text.notValidator, { protected: true });
    const now = deps.clock.now().toISOString();
    const refused = action === '__process_refuse';
    const last = request.step_index >= validation.steps.length - 1;
    await insertDecision(trx, { request_id: request.id, step_index: request.step_index, type: step.type, decided_by: caller.auth.userId, decision: refused ? 'refuse' : 'validate', comment, decided_at: now });
    const next = refused
      ? { status: 'REFUSED' as const, step_index: request.step_index, finished_at: now }
      : last
        ? { status: 'DONE' as const, step_index: request.step_index, finished_at: now }
        : { status: 'ACTIVE' as const, step_index: request.step_index + 1, finished_at: null };
    if (!(await advanceRequest(trx, request, next))) throw new HttpError(409, text.stepMoved);
    // The next step's validators are told it waits for them; at the end, the requester hears the decision.
    const nextStep = stepOf(validation, next.step_index);
    const told =
      next.status === 'ACTIVE'
        ? await notifyValidation(deps, trx, caller, module, place, {
            recipients: (await stepValidators(trx, place.clientId, place.recordId, values, nextStep)).map((validator) => validator.id),
            title: notificationText.validationRequested,
            line: formatMessage(notificationText.validationStep, { step: nextStep.label, name: request.created_by_name }),
            comment,
          })
        : await notifyValidation(deps, trx, caller, module, place, {
            recipients: [request.created_by],
            title: refused ? notificationText.validationRefused : notificationText.validationAccepted,
            line: formatMessage(refused ? notificationText.refusedBy : notificationText.validatedBy, { name: caller.auth.name }),
            comment,
          });
    const outcome = next.status === 'DONE' ? validation.onValidated : next.status === 'REFUSED' ? validation.onRefused : undefined;
    if (!outcome) return { version: null, written: told };
    const changed = await writeDeclaredValues(deps, storeScope(deps, trx, place.clientId, caller.auth.userId), module, place.recordId, outcome, authorOf(caller));
    return { version: changed, written: told };
  });
  if (version !== null) await announceChange(deps, caller, module, place.recordId, version);
  await publishNotifications(deps, written);
  return validationState(deps, caller, module, place.recordId);
}

/** FORM_UPDATED once committed, as a save announces it: a bus that fails loses the announcement, never the change. */
async function announceChange(deps: RecordDeps, caller: Caller, module: RegisteredModule, id: number, version: number): Promise<void> {
  try {
    await deps.events.publish(caller.auth.clientId, {
      type: 'FORM_UPDATED',
      to: null,
      payload: { form: module.name, id, version, username: caller.auth.username, name: caller.auth.name },
    });
  } catch (error) {
    process.emitWarning(`FORM_UPDATED not announced for ${module.name} ${id}: ${String(error)}`);
  }
}

/**
 * What the records layer asks before the form engine loads, saves, deletes or changes in bulk a record of a module
 * declaring a validation: while a request is ACTIVE, the record is locked for everyone, with SPEC §6's message.
 */
export function validationLocks(deps: RecordDeps): LockReader {
  return async ({ db, clientId, module, recordId, writing }) => {
    const validation = module.definition.validation;
    if (!validation) return null;
    if (writing) await holdRecord(deps, db, module, clientId, recordId);
    const request = await activeRequest(db, { clientId, module: module.name, recordId });
    if (!request) return null;
    const stored = await readStored(deps, storeScope(deps, db, clientId, 0), module, recordId);
    const step = stepOf(validation, request.step_index);
    return { message: lockMessageOf(step, stored ? await stepValidators(db, clientId, recordId, stored.values, step) : []) };
  };
}
