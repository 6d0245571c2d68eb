import { messages } from '@ossature/contract';
import { jsonArray, parseList } from './choice-kinds.js';
import { type KindHandler, type Parsed, accept, kind, refuse } from './kind-handler.js';
import { listHooks } from './list-hook.js';

const text = messages.form;

/** A record id: a positive integer, or `{id}` / `{value}` as selects and file pickers send it. */
export function parseId(raw: unknown): Parsed {
  if (raw === null || raw === undefined || raw === '' || raw === 0 || raw === '0') return accept(null);
  const candidate = typeof raw === 'object' && raw !== null ? ((raw as { id?: unknown; value?: unknown }).id ?? (raw as { value?: unknown }).value) : raw;
  const id = typeof candidate === 'string' && /^\d+$/.test(candidate) ? Number(candidate) : candidate;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? accept(id) : refuse(text.invalidValue);
}

const toId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** One related record; its existence in the tenant is checked by the engine (another tenant's id answers 404). */
const single: KindHandler = kind({
  storage: 'integer',
  parse: parseId,
  fromColumn: toId,
  references: (value) => (typeof value === 'number' ? [value] : []),
  list: listHooks.relation(),
});

export const relationKinds = {
  select_async: single,
  select_async_multiple: kind({
    storage: 'text',
    list: { ...listHooks.choices(), type: 'relations', toStored: listHooks.relation().toStored },
    parse: (raw) => parseList(raw, parseId),
    ...jsonArray,
    references: (value) => (Array.isArray(value) ? (value as number[]) : []),
  }),
  /** A node of a tree module (records with a parent relation to themselves). */
  treeview: single,
  /** A stored file (see the file store); its metadata is joined on load. */
  file: { ...single, list: listHooks.image() },
} satisfies Record<string, KindHandler>;
