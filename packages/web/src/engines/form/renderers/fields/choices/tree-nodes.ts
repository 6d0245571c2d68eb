import type { TreeNode } from '@ossature/contract';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

/** Tree view item ids are text; node values are record ids. */
export const itemId = (node: TreeNode) => String(node.value);

/** The nodes from the root down to the node of `value`, or null when the tree has no such node. */
export function treePath(nodes: readonly TreeNode[], value: unknown): TreeNode[] | null {
  if (value === null || value === undefined) return null;
  for (const node of nodes) {
    if (String(node.value) === String(value)) return [node];
    const below = treePath(node.children ?? [], value);
    if (below) return [node, ...below];
  }
  return null;
}

/** What the field shows for a node: its labels from the root, 'Papeterie › Stylos'. */
export const pathLabel = (path: readonly TreeNode[]) => path.map((node) => node.label).join(' › ');

/** The nodes as tree view items. */
export const treeItems = (nodes: readonly TreeNode[]): TreeViewDefaultItemModelProperties[] =>
  nodes.map((node) => ({ id: itemId(node), label: node.label, children: treeItems(node.children ?? []) }));

/** The node of an item id, anywhere in the tree. */
export function findNode(nodes: readonly TreeNode[], id: string): TreeNode | undefined {
  for (const node of nodes) {
    if (itemId(node) === id) return node;
    const below = findNode(node.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}
