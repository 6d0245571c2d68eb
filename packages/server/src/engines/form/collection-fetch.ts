import { type CollectionData, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { buildResponse } from './build-response.js';
import { type Caller, type FormDeps, checkOwnRecord, resolveModule } from './form-access.js';
import { readState } from './load-form.js';

/**
 * GET /proxy/form/collection/{form}/{id}/{field}: one collection of a record, fresh — what a screen reloads after a
 * sub-form saved or deleted a row. Built like the whole form, so rows carry the same values and labels.
 */
export async function fetchCollection(deps: FormDeps, caller: Caller, form: string, identifier: number, field: string): Promise<CollectionData> {
  const module = resolveModule(deps, caller, form);
  checkOwnRecord(module, caller, identifier);
  if (!module.collections.some((collection) => collection.name === field)) throw new HttpError(404, messages.form.unknownField);
  const response = await buildResponse(deps, caller, module, await readState(deps, caller, module, identifier));
  return response.collection[field]!;
}
