import type { DynamicDb } from '../../../infra/dynamic-db.js';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';

/** Whether giving category `identifier` the parent `parent` would put it under itself (directly or deeper). */
async function wouldLoop(db: DynamicDb, clientId: number, identifier: number | null, parent: unknown): Promise<boolean> {
  if (identifier === null || typeof parent !== 'number') return false;
  const rows = await db.selectFrom('product_category').select(['id', 'parent']).where('client_id', '=', clientId).execute();
  const parentOf = new Map(rows.map((row) => [Number(row.id), row.parent === null ? null : Number(row.parent)]));
  const seen = new Set<number>();
  for (let node: number | null = parent; node !== null && !seen.has(node); node = parentOf.get(node) ?? null) {
    if (node === identifier) return true;
    seen.add(node);
  }
  return false;
}

/**
 * Categories of the catalogue. The `parent` relation to the module itself makes it a tree: product forms get the
 * whole tree in their category treeview.
 */
export const productCategoryModule = defineModule({
  name: 'product_category',
  label: 'Catégories de produits',
  recordName: 'Catégorie de produits',
  menu: { group: 'catalogue', order: 20, icon: 'category' },
  title: '{name}',
  recordLabel: { fields: ['name'] },
  fields: {
    name: f.string('Nom', { required: true, maxLength: 100 }),
    parent: f.selectAsync('Catégorie parente', { module: 'product_category', helperText: 'Vide pour une catégorie de premier niveau' }),
    description: f.textarea('Description'),
  },
  list: {
    columns: ['name', 'parent', { field: 'description', maxLength: 80 }],
    sort: { field: 'name', direction: 'asc' },
    // Three short fields: edited over the list rather than on a page of their own.
    onPopup: true,
  },
  layout: ui.vertical('name', 'parent', 'description'),
  // Partners consult the catalogue (their quotes name its products); only staff change it.
  rights: { read: ['staff', 'admin', 'partner'] },
  async validate({ db, clientId, identifier, record }) {
    const loops = await wouldLoop(db, clientId, identifier, record.values.parent);
    return loops ? [{ path: 'parent', text: 'Une catégorie ne peut pas être rangée sous elle-même ni sous une de ses sous-catégories.' }] : [];
  },
});
