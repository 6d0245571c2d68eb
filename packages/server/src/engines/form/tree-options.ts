import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { TreeNode } from '@ossature/contract';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { recordLabel } from '../../records/record-labels.js';
import { fromColumns } from '../../records/table-store.js';

/** The field of a tree module that points at the parent node: by convention `parent`, relating to the module itself. */
export const TREE_PARENT_FIELD = 'parent';

/** All nodes of a tree module for the tenant, nested under their parents, in one query (SPEC §3 Treeview node). */
export async function loadTree(db: DynamicDb, module: RegisteredModule, clientId: number): Promise<TreeNode[]> {
  const fields = module.stored.filter(({ name }) => name === TREE_PARENT_FIELD || module.definition.recordLabel.fields.includes(name));
  const rows = (await db
    .selectFrom(module.table)
    .select(['id', ...fields.map(({ name }) => name)])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  const nodes = new Map<number, TreeNode & { parent: number | null }>();
  for (const row of rows) {
    const values = fromColumns(fields, row);
    const id = Number(row.id);
    nodes.set(id, { type: 'node', value: id, label: recordLabel(module, id, values), children: [], parent: (values[TREE_PARENT_FIELD] as number | null) ?? null });
  }
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    (parent ? parent.children! : roots).push(node);
  }
  const strip = (node: TreeNode & { parent?: number | null }): TreeNode => ({
    type: node.type,
    value: node.value,
    label: node.label,
    children: (node.children ?? []).map(strip),
  });
  return roots.map(strip);
}
