import { type FieldError, type ListConfigurationBody, isFilterActive, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';
import { applicableGroups, conditionCheck } from './configuration-query.js';
import { isReadOnlyList, requestableColumns, resolveList } from './list-columns.js';

/**
 * The list a configuration is saved for: one the saver may open, or for the application's configurations (every
 * organisation gets them, whatever the super admin's own organisation has) one the application declares.
 */
function listOf(deps: RecordDeps, caller: Caller, listName: string, forEveryOrganisation: boolean): RegisteredModule | null {
  if (forEveryOrganisation) {
    const module = deps.registry.get(listName);
    return module && !module.definition.store ? module : null;
  }
  try {
    return resolveList(deps, caller, listName);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * A configuration about to be saved, against its list (the configuration forms ask, through the records layer): the
 * list must be one the saver may open, and every filter row that counts must apply to it as the list's own requests
 * would — a row that would not is refused now rather than skipped each time the configuration is applied. A row not
 * filled in yet counts for nothing, there as in a request.
 */
export async function configurationErrors(deps: RecordDeps, caller: Caller, listName: string, body: ListConfigurationBody, forEveryOrganisation: boolean): Promise<FieldError[]> {
  const module = listOf(deps, caller, listName, forEveryOrganisation);
  if (!module) return [{ path: 'list_name', text: messages.list.listNotFound }];
  // The screen offers no save on a list its reader may only read (SPEC §6): a save sent anyway is refused the same.
  if (!forEveryOrganisation && isReadOnlyList(module, caller)) return [{ path: 'list_name', text: messages.list.configurationReadOnly }];
  const applies = conditionCheck(module, deps.clock.now());
  if (!(body.filters?.filter_model ?? []).filter(isFilterActive).every(applies)) return [{ path: 'configuration', text: messages.list.invalidFilter }];
  if (body.global_filter && hasInvalidCharacters(body.global_filter)) return [{ path: 'configuration', text: messages.form.invalidCharacters }];
  // Each group once, and no more levels than a request may ask: the list opens on what is saved.
  const groupBy = body.group_by ?? [];
  if (applicableGroups(groupBy, requestableColumns(module).groupable).length !== groupBy.length) return [{ path: 'configuration', text: messages.list.invalidGroupBy }];
  return [];
}
