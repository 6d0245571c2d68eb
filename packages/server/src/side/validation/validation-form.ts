import { MAX_RECORD_ID, VALIDATION_COMMENT_MAX, formatMessage, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { FieldDefinition } from '../../metadata/field-definition.js';
import { f } from '../../metadata/fields.js';
import { ui } from '../../metadata/layout.js';
import { normalizeLayout } from '../../metadata/normalize-layout.js';
import type { ProvidedForm } from '../../records/provided-forms.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { recordTarget } from '../record-tools/record-target.js';
import { commentOf, isRequired, placeOf, startValidation, storedValues } from './validation-service.js';
import { activeRequest } from './validation-store.js';
import { stepValidators } from './validators.js';

/** SPEC §2: the form's name, its params naming the record (object_name, object_id) and the request (id). */
export const VALIDATION_FORM = 'validation_workflow';

const text = messages.validation;
const OBJECT_NAME = /^[a-z][a-z0-9_]{0,62}$/;
const OBJECT_ID = /^[1-9]\d{0,9}$/;

/** The record the params name. `id` names the request: 0 (or absent) for a new one, the only kind this form makes. */
function recordOf(params: URLSearchParams): { objectName: string; objectId: number } {
  const objectName = params.get('object_name') ?? '';
  const objectId = params.get('object_id') ?? '';
  const id = params.get('id') ?? '0';
  if (!OBJECT_NAME.test(objectName) || !OBJECT_ID.test(objectId) || Number(objectId) > MAX_RECORD_ID || id !== '0') throw new HttpError(400, text.invalidFormParams);
  return { objectName, objectId: Number(objectId) };
}

/**
 * What a request of the record would be, as the caller may make it now: the record must be theirs to change (another
 * organisation's answers 404), its module declare a validation, the record call for one and have none active.
 */
async function requestable(deps: RecordDeps, caller: Caller, params: URLSearchParams) {
  const { objectName, objectId } = recordOf(params);
  const { module, recordId } = await recordTarget(deps, caller, objectName, objectId, 'update');
  const validation = module.definition.validation;
  if (!validation) throw new HttpError(400, text.notDeclared);
  const place = placeOf(caller, module, recordId);
  const values = await storedValues(deps, deps.db, module, place);
  if (await activeRequest(deps.db, place)) throw new HttpError(409, text.alreadyActive);
  if (!isRequired(validation, values)) throw new HttpError(400, text.notRequired);
  return { objectName, recordId, validation, values, clientId: place.clientId };
}

/**
 * The form validation_workflow (SPEC §2 'Demande de validation', Annuler / Valider): each step of the module's
 * validation, with its type and the validators the declaration finds for the record now — read-only, there is
 * nothing to choose —, and a comment. Submitting it makes the request (startValidation: rights, the lock, the
 * validators' notifications).
 */
export function validationWorkflowForm(deps: RecordDeps): ProvidedForm {
  return {
    async describe(caller, params) {
      const { recordId, validation, values, clientId } = await requestable(deps, caller, params);
      const fields: Record<string, FieldDefinition> = {};
      const shown: Record<string, unknown> = {};
      for (const [index, step] of validation.steps.entries()) {
        const name = `step_${index + 1}`;
        fields[name] = f.string(formatMessage(text.stepLine, { index: index + 1, label: step.label, type: text.stepTypes[step.type] }), { readOnly: true });
        const validators = await stepValidators(deps.db, clientId, recordId, values, step);
        shown[name] = validators.map((validator) => validator.name).join(', ') || text.nobody;
      }
      fields.comment = f.textarea(text.comment, { maxLength: VALIDATION_COMMENT_MAX });
      shown.comment = null;
      const { layout } = normalizeLayout(ui.vertical(...Object.keys(fields)), { module: VALIDATION_FORM, fields, collections: {}, buttons: [] });
      return {
        title: text.requestTitle,
        fields: Object.entries(fields).map(([name, field]) => ({ name, field })),
        layout,
        values: shown,
        saveTitle: text.validate,
      };
    },

    async submit(caller, params, values) {
      const { objectName, objectId } = recordOf(params);
      await startValidation(deps, caller, objectName, objectId, commentOf(typeof values.comment === 'string' ? values.comment : undefined));
      return { message: text.requested };
    },
  };
}
