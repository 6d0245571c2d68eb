import { messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { kindOf } from '../../metadata/kinds/index.js';
import { type Caller, type RecordDeps, checkOwnRecord, resolveModule, scopeOf, storeOf } from '../../records/record-access.js';

/**
 * The stored file a record's file field holds, as the caller may read it: the module by its table, the record of
 * their organisation, a field of the file kind. Anything else answers the same 404 as a missing file.
 */
export async function recordFileId(deps: RecordDeps, caller: Caller, table: string, identifier: number, name: string): Promise<number> {
  const candidate = deps.registry.byTable(table);
  if (!candidate) throw new HttpError(404, messages.form.invalidFile);
  const module = resolveModule(deps, caller, candidate.name, 'read', messages.form.invalidFile);
  checkOwnRecord(module, caller, identifier);
  const field = module.fields.find((named) => named.name === name && named.field.kind === 'file');
  if (!field) throw new HttpError(404, messages.form.invalidFile);
  const record = await storeOf(deps, module).read(scopeOf(deps, caller), identifier);
  const [fileId] = record ? (kindOf(field.field.kind).references?.(record.values[name]) ?? []) : [];
  if (fileId === undefined) throw new HttpError(404, messages.form.invalidFile);
  return fileId;
}
