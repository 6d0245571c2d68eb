import { messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { decodePageParams } from '../../records/page-params.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { conditionCheck, configurationQuery } from './configuration-query.js';
import { definitionVersion } from './describe-list.js';
import { listChoices } from './list-choices.js';
import { requestableColumns, resolveList } from './list-columns.js';
import { type ListRequest, parseListRequest } from './list-request.js';
import { type GroupPath, type Scope, groupPathOf, listScopeOf } from './list-scope.js';

type Query = Record<string, string | string[] | undefined>;

export interface ListQuery {
  module: RegisteredModule;
  params: URLSearchParams;
  request: ListRequest;
  path: GroupPath;
  scope: Scope;
}

/**
 * A list call read and checked, as its page, its count and its export all read it: the list the caller may read,
 * the request against its columns (the configuration it opens on, with default_conf), the version the screen holds,
 * the enclosing groups and the rows they narrow to.
 */
export async function resolveListQuery(
  deps: RecordDeps,
  caller: Caller,
  domain: string,
  pageSize: string,
  offset: string,
  rawParams: string | undefined,
  query: Query,
): Promise<ListQuery> {
  const module = resolveList(deps, caller, domain);
  const params = decodePageParams(rawParams);
  const columns = requestableColumns(module);
  let request = parseListRequest(pageSize, offset, query, columns);
  if (request.defaultConfiguration) {
    // default_conf: the list as the user opens it, on the configuration the page names or their favourite.
    const choices = await listChoices(deps, caller, module, rawParams);
    const current = choices.configurations.find((configuration) => configuration.id === choices.currentId);
    if (current) request = parseListRequest(pageSize, offset, configurationQuery(current.configuration, columns, conditionCheck(module, deps.clock.now()), query), columns);
  }
  if (request.definitionVersion !== null && request.definitionVersion !== definitionVersion(module)) {
    throw new HttpError(410, messages.list.obsolete);
  }
  const path = groupPathOf(params, request);
  return { module, params, request, path, scope: listScopeOf(deps, caller, module, request, path) };
}
