import { type FieldError, type ListConfigurationBody, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { conditionCheck } from './configuration-query.js';
import { resolveList } from './list-columns.js';

/**
 * A configuration about to be saved, against its list (the configuration forms ask, through the records layer): the
 * list must be one the saver may open, and every filter row must apply to it as the list's own requests would — a row
 * that would not is refused now rather than skipped each time the configuration is applied.
 */
export async function configurationErrors(deps: RecordDeps, caller: Caller, listName: string, body: ListConfigurationBody): Promise<FieldError[]> {
  let module: RegisteredModule;
  try {
    module = resolveList(deps, caller, listName);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return [{ path: 'list_name', text: messages.list.listNotFound }];
    throw error;
  }
  const applies = conditionCheck(module, deps.clock.now());
  return (body.filters?.filter_model ?? []).every(applies) ? [] : [{ path: 'configuration', text: messages.list.invalidFilter }];
}
