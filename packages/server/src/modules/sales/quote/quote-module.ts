import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import { numberDocument } from '../document-number.js';
import { quoteStatusOptions } from '../quote-statuses.js';
import { customerField, documentLines, documentTotalFields, issueDateField, numberField, termDateField } from '../sales-document.js';

/** Quotes (devis): lines and totals like an invoice's, numbered DE-YYYY-NNNN; partners may read them. */
export const quoteModule = defineModule({
  name: 'quote',
  label: 'Devis',
  recordName: 'Devis',
  menu: { group: 'ventes', order: 20, icon: 'request_quote' },
  title: 'Devis {number}',
  recordLabel: { fields: ['number', 'total_incl_vat'], template: '{number} ({total_incl_vat})' },
  fields: {
    number: numberField,
    customer: customerField,
    issue_date: issueDateField('Date du devis'),
    valid_until: termDateField("Valable jusqu'au"),
    status: f.select('Statut', { options: quoteStatusOptions, required: true, default: 'draft', clearOnCopy: true }),
    ...documentTotalFields,
    notes: f.html('Notes'),
  },
  collections: { lines: documentLines },
  list: {
    columns: ['number', 'customer', 'issue_date', 'valid_until', 'status', { field: 'total_excl_vat', aggregate: 'sum' }, { field: 'total_incl_vat', aggregate: 'sum' }],
    sort: { field: 'issue_date', direction: 'desc' },
    search: ['number', 'customer'],
  },
  layout: ui.vertical(
    ui.card('Devis', ui.vertical(ui.horizontal('number', 'status'), ui.horizontal('customer', 'issue_date', 'valid_until'))),
    ui.card('Lignes', ui.vertical('lines', ui.horizontal('total_excl_vat', 'total_vat', 'total_incl_vat'))),
    ui.expansion('Notes', 'notes'),
  ),
  buttons: {
    extra: [
      { name: 'mark_accepted', title: 'Marquer comme accepté', icon: 'thumb_up', color: 'success', grouped: true, existingOnly: true, changeField: { field: 'status', value: 'accepted' } },
      { name: 'mark_refused', title: 'Marquer comme refusé', icon: 'thumb_down', color: 'warning', grouped: true, existingOnly: true, changeField: { field: 'status', value: 'refused' } },
    ],
  },
  rights: { read: ['staff', 'admin', 'partner'] },
  kpis: [
    { name: 'quotes_awaiting', title: 'Devis en attente de réponse', format: 'number', icon: 'request_quote', aggregate: 'count', where: [{ field: 'status', op: '=', value: 'sent' }], link: '/list/quote' },
  ],
  beforeSave: numberDocument('quote', 'DE'),
});
