import { type FormResponse, type FormSubmission, type PreflightResponse, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { decodePageParams } from '../../records/page-params.js';
import type { ProvidedForm, ProvidedFormShape } from '../../records/provided-forms.js';
import { type Caller, type RecordDeps, scopeOf } from '../../records/record-access.js';
import { propertiesOf, requiredOf } from './describe-form.js';
import { parseValues } from './parse-submission.js';

/** A provided form as SPEC §3 Form state takes it: always a new submission, with its one save button. */
function responseOf(deps: RecordDeps, caller: Caller, name: string, shape: ProvidedFormShape): FormResponse {
  return {
    name,
    title: shape.title,
    identifier: null,
    table: name,
    read_only: false,
    version: null,
    loaded_at: scopeOf(deps, caller).now,
    side_tools: [],
    properties: propertiesOf(shape.fields, { roles: caller.roles, readOnly: false, labels: new Map(), trees: new Map() }),
    required: requiredOf(shape.fields),
    layout: shape.layout,
    buttons: [{ name: 'save', title: shape.saveTitle }],
    values: shape.values,
    collection: {},
  };
}

/** GET /proxy/form/{name}/{params} of a provided form: what its provider describes for these params. */
export async function loadProvidedForm(deps: RecordDeps, caller: Caller, name: string, form: ProvidedForm, rawParams: string | undefined): Promise<FormResponse> {
  return responseOf(deps, caller, name, await form.describe(caller, decodePageParams(rawParams)));
}

export type ProvidedOutcome = { kind: 'saved'; response: FormResponse } | { kind: 'preflight'; result: PreflightResponse };

/**
 * POST /proxy/form/{name}/{params} of a provided form: the values checked against the fields described for these
 * params (unknown fields, read-only ones ignored, each kind's parse, required ones given), then handed to the
 * provider, whose own checks run with what it does; the preflight the screen asks first only checks the request.
 * Answered as a save: the form as submitted, with the provider's message.
 */
export async function submitProvidedForm(
  deps: RecordDeps,
  caller: Caller,
  name: string,
  form: ProvidedForm,
  rawParams: string | undefined,
  submission: FormSubmission,
  preflight: boolean,
): Promise<ProvidedOutcome> {
  const params = decodePageParams(rawParams);
  const shape = await form.describe(caller, params);
  if (submission.identifier !== null) throw new HttpError(400, messages.http.invalidParams);
  const parsed = parseValues(shape.fields, submission.values, caller.roles);
  const errors = [...parsed.errors];
  for (const fieldName of requiredOf(shape.fields)) {
    if ((parsed.values[fieldName] ?? null) === null && !errors.some((error) => error.path === fieldName)) errors.push({ path: fieldName, text: messages.form.required });
  }
  if (errors.length > 0) throw new HttpError(400, messages.form.saveFailed, { errors });
  if (preflight) return { kind: 'preflight', result: { errors: [], warnings: [] } };
  const { message } = await form.submit(caller, params, parsed.values);
  const submitted = { ...shape, values: { ...shape.values, ...parsed.values } };
  return { kind: 'saved', response: { ...responseOf(deps, caller, name, submitted), submit_message: { message, color: 'success' } } };
}
