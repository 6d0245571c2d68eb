import { type TreeNode, formatMoney, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { categoryTree } from '../../src/modules/sales/product-category/product-category-seed.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { PNG, uploadPng } from '../helpers/png-upload.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/** The catalogue: categories as a tree, products with their computed display fields and their picture gallery. */

let ctx: TestContext;
let token: string;
let agent: FormClient;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: salesModules });
  token = await ctx.login('agent');
  agent = formClient(ctx.app, token);
});
afterAll(() => ctx.close());

const db = () => ctx.app.records.db;

async function clientId(code: string): Promise<number> {
  return (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function categoryId(client: number, name: string): Promise<number> {
  return Number((await db().selectFrom('product_category').select('id').where('client_id', '=', client).where('name', '=', name).executeTakeFirstOrThrow()).id);
}

const names = (nodes: TreeNode[] = []) => nodes.map((node) => node.label);
const ids = (nodes: TreeNode[] = []): number[] => nodes.flatMap((node) => [Number(node.value), ...ids(node.children)]);

const productValues = { name: 'Agrafeuse de bureau', reference: 'agr-0001', price: 12.5, vat_rate: '20', stock: 4 };

describe('product categories', () => {
  it("give the product form's category treeview the tenant's whole tree", async () => {
    const saintAubin = await clientId('saint-aubin');
    const product = await db().selectFrom('product').select(['id', 'category']).where('client_id', '=', saintAubin).orderBy('id').executeTakeFirstOrThrow();
    const form = (await agent.load('product', Number(product.id))).json();
    const property = form.properties.category;
    expect(property).toMatchObject({ type: 'treeview', treeview_configuration: { types: ['node'], root_actions: ['add'] } });

    const tree = property.treeview as TreeNode[];
    expect(names(tree)).toEqual(categoryTree.map((node) => node.name));
    const office = tree.find((node) => node.label === 'Fournitures de bureau')!;
    expect(names(office.children)).toEqual(['Papeterie', 'Écriture', 'Livres et guides']);
    expect(names(office.children![0]!.children)).toEqual(['Cahiers et blocs', 'Enveloppes']);
    expect(ids(tree)).toHaveLength(28);
    expect(ids(tree)).toContain(Number(product.category));

    const lilasIds = await db().selectFrom('product_category').select('id').where('client_id', '=', await clientId('lilas')).execute();
    expect(ids(tree).filter((id) => lilasIds.some((row) => Number(row.id) === id))).toEqual([]);
  });

  it('refuse to move a category under one of its own sub-categories, at preflight as at save', async () => {
    const client = await clientId('saint-aubin');
    const stationery = await categoryId(client, 'Papeterie');
    const notebooks = await categoryId(client, 'Cahiers et blocs');
    const loaded = (await agent.load('product_category', stationery)).json();
    const check = (parent: number) =>
      agent.save('product_category', { identifier: stationery, version: loaded.version, values: { parent } }, '?preflight=1');

    const loopError = [{ path: 'parent', text: 'Une catégorie ne peut pas être rangée sous elle-même ni sous une de ses sous-catégories.' }];
    const loop = await check(notebooks);
    expect(loop.statusCode).toBe(400);
    expect(loop.json().errors).toEqual(loopError);
    const saved = await agent.save('product_category', { identifier: stationery, version: loaded.version, values: { parent: notebooks } });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toEqual(loopError);
    expect((await check(stationery)).json().errors).toHaveLength(1);
    expect((await check(await categoryId(client, 'Informatique'))).json()).toEqual({ errors: [], warnings: [] });
  });

  it('cannot be deleted while they have sub-categories', async () => {
    const admin = formClient(ctx.app, await ctx.login('admin'));
    const response = await admin.remove('product_category', await categoryId(await clientId('saint-aubin'), 'Papeterie'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Impossible de supprimer : cet enregistrement est utilisé par 2 « Catégories de produits ».');
  });
});

describe('products', () => {
  it('show the price including VAT in euros and a stock icon, computed by the server', async () => {
    const saved = await create(agent, 'product', { ...productValues, price_incl_vat: 'forgé', stock_icon: 'forgé' });
    expect(saved.values).toMatchObject({ reference: 'AGR-0001', price_incl_vat: formatMoney(15), stock_icon: 'warning', availability: 'on_sale' });

    const form = (await agent.load('product', saved.identifier)).json();
    expect(form.properties.price_incl_vat).toMatchObject({ type: 'inline_right_html', read_only: true, depends_on: ['price', 'vat_rate'] });
    expect(form.properties.stock_icon).toMatchObject({ type: 'icon', read_only: true });

    const onchange = (field: string, values: object) => agent.onchange('product', field, { values: { ...productValues, ...values } });
    expect((await onchange('vat_rate', { vat_rate: '5.5', price: 19.99 })).json().properties).toEqual({ price_incl_vat: { value: formatMoney(21.09) } });
    expect((await onchange('stock', { stock: 0 })).json().properties).toEqual({ stock_icon: { value: 'error' } });
    expect((await onchange('stock', { stock: 10 })).json().properties).toEqual({ stock_icon: { value: 'check_circle' } });
    expect((await onchange('stock', { stock: null })).json().properties).toEqual({ stock_icon: { value: null } });
  });

  it('refuse a negative price, an unknown VAT rate and a colour or icon name that is not one', async () => {
    const response = await agent.save('product', { identifier: null, values: { ...productValues, price: -1, vat_rate: '7', color: 'rouge', icon: 'Mon icône' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'price', text: 'La valeur doit être au moins 0.' },
      { path: 'vat_rate', text: messages.form.invalidChoice },
      { path: 'color', text: messages.form.invalidColor },
      { path: 'icon', text: messages.form.invalidValue },
    ]);
  });

  it('keep a gallery picture uploaded as a PNG, given back with its name and type', async () => {
    const file = await uploadPng(ctx.app, token, 'agrafeuse.png');
    const saved = await create(agent, 'product', productValues, {
      gallery: [{ identifier: null, values: { image: file.id, caption: 'Vue de face' } }],
    });
    const expected = { image: { id: file.id, filename: 'agrafeuse.png', mime_type: 'image/png', size: PNG.length }, caption: 'Vue de face' };
    expect(saved.collection.gallery!.data.map((row) => row.values)).toEqual([expected]);

    const form = (await agent.load('product', saved.identifier)).json();
    expect(form.collection.gallery.data.map((row: { values: unknown }) => row.values)).toEqual([expected]);
    expect(form.properties.gallery.collection_form).toMatchObject({ element: 'GridCollection', image_field: 'image', ordered: true });
  });

  it('refuse a gallery row without its picture', async () => {
    const response = await agent.save('product', { identifier: null, values: productValues, collection: { gallery: [{ identifier: null, values: { caption: 'Sans image' } }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'gallery.0.image', text: messages.form.required }]);
  });

  it('lose their reference when copied', async () => {
    const saved = await create(agent, 'product', productValues);
    const copy = (await agent.copy('product', saved.identifier)).json();
    expect(copy.values).toMatchObject({ name: productValues.name, reference: null, price: 12.5 });
  });

  it('are offered to invoice lines by reference or name, for the tenant only', async () => {
    const response = await agent.options('invoice', 'lines.product', 'agrafeuse');
    expect(response.statusCode).toBe(200);
    const labels = (response.json() as { label: string }[]).map((option) => option.label);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => label.includes('Agrafeuse'))).toBe(true);
    const byReference = (await agent.options('invoice', 'lines.product', 'ECR-')).json() as { label: string }[];
    expect(byReference.length).toBeGreaterThan(0);
    expect(byReference.every((option) => option.label.startsWith('ECR-'))).toBe(true);
    const lilas = formClient(ctx.app, await ctx.login('agent.lilas'));
    expect((await lilas.options('invoice', 'lines.product', 'agrafeuse')).json()).toEqual([]);
  });
});
