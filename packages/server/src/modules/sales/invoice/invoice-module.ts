import { encodeParams } from '@ossature/contract';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import { numberDocument } from '../document-number.js';
import { INVOICE_VALIDATION_THRESHOLD, invoiceStatusOptions } from '../invoice-statuses.js';
import { customerField, documentLines, documentTotalFields, issueDateField, numberField, termDateField } from '../sales-document.js';

/** Invoices (factures): lines and totals, numbered FA-YYYY-NNNN, with the quotes they invoice. Staff only. */
export const invoiceModule = defineModule({
  name: 'invoice',
  label: 'Factures',
  recordName: 'Facture',
  menu: { group: 'ventes', order: 30, icon: 'receipt_long' },
  title: 'Facture {number}',
  recordLabel: { fields: ['number', 'total_incl_vat'], template: '{number} ({total_incl_vat})' },
  fields: {
    number: numberField,
    customer: customerField,
    issue_date: issueDateField('Date de facture'),
    due_date: termDateField('Échéance'),
    status: f.select('Statut', { options: invoiceStatusOptions, required: true, default: 'draft', clearOnCopy: true }),
    // Only the chosen customer's quotes are offered (all of them while no customer is chosen). Colleagues write quotes
    // while an invoice is being made: each opening of the list asks for them again (noSelectOptionCache).
    quotes: f.selectAsyncMultiple('Devis facturés', {
      module: 'quote',
      clearOnCopy: true,
      dependsOn: ['customer'],
      filter: ({ customer }) => ({ customer }),
      noSelectOptionCache: true,
    }),
    ...documentTotalFields,
    notes: f.html('Notes'),
  },
  collections: { lines: documentLines },
  list: {
    columns: [
      'number',
      // The customer's card at a glance, or its whole form.
      { field: 'customer', popover: { form: 'customer', params: encodeParams({ id: '{$customer}' }) }, link: { form: 'customer', params: encodeParams({ id: '{$customer}' }) } },
      'issue_date',
      'due_date',
      'status',
      { field: 'total_excl_vat', aggregate: 'sum' },
      { field: 'total_vat', aggregate: 'sum', hidden: true },
      { field: 'total_incl_vat', aggregate: 'sum' },
    ],
    sort: { field: 'issue_date', direction: 'desc' },
    search: ['number', 'customer'],
    bulkActions: [
      {
        name: 'invoice_mark_sent',
        label: 'Marquer comme envoyées',
        icon: 'send',
        set: { status: 'sent' },
        onlyWhere: { field: 'status', in: ['draft'], refusal: 'seules les factures en brouillon peuvent être marquées envoyées.' },
      },
      {
        name: 'invoice_postpone_due',
        label: "Reporter l'échéance",
        icon: 'event',
        fields: ['due_date'],
        onlyWhere: { field: 'status', in: ['draft', 'sent'], refusal: 'une facture payée ou annulée garde son échéance.' },
      },
    ],
  },
  layout: ui.vertical(
    ui.card('Facture', ui.vertical(ui.horizontal('number', 'status'), ui.horizontal('customer', 'issue_date', 'due_date'), 'quotes')),
    ui.card('Lignes', ui.vertical('lines', ui.horizontal('total_excl_vat', 'total_vat', 'total_incl_vat'))),
    ui.expansion('Notes', 'notes'),
  ),
  buttons: {
    extra: [
      { name: 'mark_sent', title: 'Marquer comme envoyée', icon: 'send', color: 'info', grouped: true, existingOnly: true, changeField: { field: 'status', value: 'sent' } },
      {
        name: 'mark_paid',
        title: 'Marquer comme payée',
        icon: 'paid',
        color: 'success',
        grouped: true,
        existingOnly: true,
        changeField: { field: 'status', value: 'paid' },
        // Accounting marks many invoices paid in a row: they may stop being asked.
        confirm: { content: 'Le paiement de cette facture a-t-il bien été reçu ?', accept: 'Oui', cancel: 'Annuler', setting: 'invoice_paid_without_confirmation' },
      },
      {
        name: 'cancel_invoice',
        title: 'Annuler la facture',
        icon: 'cancel',
        color: 'danger',
        grouped: true,
        existingOnly: true,
        changeField: { field: 'status', value: 'cancelled' },
        confirm: { content: "Une facture annulée ne compte plus dans le chiffre d'affaires. L'annuler ?", accept: 'Oui', cancel: 'Non' },
      },
    ],
  },
  // Drafts are sent then paid; a draft or a sent invoice may be cancelled. Paid and cancelled invoices stay so.
  workflow: {
    field: 'status',
    states: {
      draft: { label: 'Brouillon', icon: 'edit_note' },
      sent: { label: 'Envoyée', icon: 'send' },
      paid: { label: 'Payée', icon: 'paid' },
      cancelled: { label: 'Annulée', icon: 'cancel' },
    },
    transitions: { draft: ['sent', 'cancelled'], sent: ['paid', 'cancelled'] },
  },
  // A large draft invoice is validated by an administrator of the organisation.
  validation: {
    steps: [{ type: 'VALIDATION', label: "Validation d'un administrateur", validators: (context) => context.admins() }],
    required: (values) => values.status === 'draft' && typeof values.total_incl_vat === 'number' && values.total_incl_vat > INVOICE_VALIDATION_THRESHOLD,
  },
  // Sent invoices are those awaiting payment; past their due date, they are late.
  kpis: [
    { name: 'invoices_unpaid', title: 'Factures impayées', format: 'number', icon: 'receipt_long', aggregate: 'count', where: [{ field: 'status', op: '=', value: 'sent' }], link: '/list/invoice' },
    {
      name: 'invoices_unpaid_amount',
      title: 'Montant à encaisser',
      format: 'money',
      icon: 'receipt_long',
      aggregate: { sum: 'total_incl_vat' },
      where: [{ field: 'status', op: '=', value: 'sent' }],
      link: '/list/invoice',
    },
    {
      name: 'invoices_overdue',
      title: 'Factures en retard de paiement',
      format: 'number',
      icon: 'receipt_long',
      aggregate: 'count',
      where: [
        { field: 'status', op: '=', value: 'sent' },
        { field: 'due_date', op: '<', value: { today: 0 } },
      ],
      link: '/list/invoice',
    },
  ],
  beforeSave: numberDocument('invoice', 'FA'),
});
