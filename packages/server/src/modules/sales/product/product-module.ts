import { formatMoney } from '@ossature/contract';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import { withVat } from '../amounts.js';
import { MAX_UNIT_PRICE } from '../sales-document.js';
import { STANDARD_VAT_RATE, vatRateOptions } from '../vat-rates.js';
import { availabilityOptions, productTagOptions, stockIcon } from './product-options.js';

/** The catalogue: what quotes and invoices sell, with its price, stock, presentation and picture gallery. */
export const productModule = defineModule({
  name: 'product',
  label: 'Catalogue produits',
  recordName: 'Produit',
  menu: { group: 'catalogue', order: 10, icon: 'shopping_cart' },
  title: '{name}',
  recordLabel: { fields: ['reference', 'name'] },
  fields: {
    name: f.string('Nom', { required: true, maxLength: 150 }),
    reference: f.string('Référence', { maxLength: 30, transform: 'uppercase', clearOnCopy: true }),
    category: f.treeview('Catégorie', { module: 'product_category' }),
    availability: f.verticalTabs('Disponibilité', { options: availabilityOptions, required: true, default: 'on_sale' }),
    tags: f.selectMultiple('Étiquettes', { options: productTagOptions }),
    rating: f.rating('Note'),
    price: f.money('Prix HT', { required: true, min: 0, max: MAX_UNIT_PRICE }),
    vat_rate: f.select('Taux de TVA', { options: vatRateOptions, required: true, default: STANDARD_VAT_RATE }),
    price_incl_vat: f.inlineRightHtml('Prix TTC', {
      compute: ({ values }) => {
        const amount = withVat(values.price, values.vat_rate);
        return amount === null ? null : formatMoney(amount);
      },
      dependsOn: ['price', 'vat_rate'],
    }),
    stock: f.number('Stock', { helperText: 'Vide pour une prestation, qui ne se stocke pas' }),
    stock_icon: f.icon('État du stock', { compute: ({ values }) => stockIcon(values.stock), dependsOn: ['stock'] }),
    color: f.color('Couleur'),
    icon: f.iconPicker('Icône'),
    description: f.html('Description'),
  },
  collections: {
    gallery: {
      kind: 'inline',
      label: 'Galerie',
      element: 'GridCollection',
      imageField: 'image',
      ordered: true,
      fields: {
        image: f.file('Image', { required: true }),
        caption: f.string('Légende', { maxLength: 200 }),
      },
    },
  },
  list: {
    columns: ['reference', { field: 'name', maxLength: 60 }, 'category', 'availability', { field: 'price', aggregate: 'avg', aggregateLabel: 'Moyenne' }, 'vat_rate', { field: 'stock', aggregate: 'sum' }, { field: 'tags', hidden: true }, { field: 'rating', hidden: true }],
    sort: { field: 'reference', direction: 'asc' },
    search: ['reference', 'name', 'category'],
  },
  layout: ui.tabs(
    ui.tab('Général', ui.vertical(ui.horizontal('name', 'reference'), 'category', 'availability', 'tags', 'rating')),
    ui.tab('Prix et stock', ui.vertical(ui.horizontal('price', 'vat_rate', 'price_incl_vat'), ui.horizontal('stock', 'stock_icon'))),
    ui.tab('Présentation', ui.vertical(ui.horizontal('color', 'icon'), 'description')),
    ui.tab('Galerie', 'gallery'),
  ),
  // Partners consult the catalogue (their quotes name its products); only staff change it.
  rights: { read: ['staff', 'admin', 'partner'] },
});
