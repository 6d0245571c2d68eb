import { messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { MatchingRowsResolver } from '../../records/matching-rows.js';
import { resolveListQuery } from './list-query.js';
import { listSort } from './list-sort.js';
import { rowsPage } from './page-sql.js';

/**
 * The rows a selection made on the list screen stands for, read from the list's query as its data call reads it
 * (same rights, filters, search and groups): every row matching, or the rows of one page in the list's order. A bulk
 * action asks this through the records layer (matching-rows.ts), never from a list of ids sent by the browser.
 */
export const matchingRows: MatchingRowsResolver = async (deps, caller, { list, listParams, query, page }) => {
  const size = page?.size ?? 1;
  const { module, request, scope } = await resolveListQuery(deps, caller, list, String(size), String((page?.index ?? 0) * size), listParams, query);
  if (!page) return { module, where: scope.where, pageIds: null };
  // A grouped list's page shows groups, not rows: only a group's own rows make a page to select.
  if (request.groupBy.length > request.groupLevel) throw new HttpError(400, messages.listBulk.invalidSelection);
  const sort = listSort(module, request);
  const rows = await rowsPage({ db: deps.db, dialect: deps.dialect, table: module.table, where: scope.where, columns: ['id'], sort, limit: size, offset: request.offset });
  return { module, where: scope.where, pageIds: rows.map((row) => Number(row.id)) };
};
