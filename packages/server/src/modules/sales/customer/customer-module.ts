import { messages } from '@ossature/contract';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import { revenueByMonthChart } from './revenue-by-month-chart.js';

const email = { schema: { type: 'string', format: 'email' }, message: messages.form.invalidEmail };

/**
 * Clients: organisations the staff sells to, with their contacts (a tabbed collection), postal address, invoices and
 * monthly revenue. Partners read them; only staff write.
 */
export const customerModule = defineModule({
  name: 'customer',
  label: 'Clients',
  recordName: 'Client',
  menu: { group: 'ventes', order: 10, icon: 'groups' },
  title: '{name}',
  recordLabel: { fields: ['name', 'city'], template: '{name} ({city})' },
  fields: {
    name: f.string('Raison sociale', { required: true, maxLength: 150 }),
    code: f.string('Code client', { maxLength: 20, transform: 'uppercase', clearOnCopy: true, helperText: 'Code court, unique, en majuscules' }),
    kind: f.radio('Type', {
      required: true,
      default: 'company',
      options: [
        { value: 'company', label: 'Entreprise' },
        { value: 'public', label: 'Collectivité' },
        { value: 'association', label: 'Association' },
        { value: 'person', label: 'Particulier' },
      ],
    }),
    email: f.string('E-mail', { maxLength: 200, validationSchema: email }),
    phone: f.phone('Téléphone'),
    website: f.link('Site web'),
    invoice_emails: f.selectMultipleCreatable('Destinataires des factures', { validationSchema: email }),
    address: f.address('Adresse'),
    postal_code: f.string('Code postal', {
      maxLength: 5,
      validationSchema: { schema: { type: 'string', pattern: '^\\d{5}$' }, message: 'Le code postal a 5 chiffres.' },
    }),
    city: f.string('Ville', { maxLength: 100, transform: 'uppercase' }),
    active: f.boolean('Client actif', { default: true }),
    sectors: f.selectMultiple('Secteurs', {
      options: [
        { value: 'sante', label: 'Santé' },
        { value: 'education', label: 'Éducation' },
        { value: 'industrie', label: 'Industrie' },
        { value: 'commerce', label: 'Commerce' },
        { value: 'services', label: 'Services' },
      ],
    }),
    notes: f.memo('Notes'),
    // Identifier of the customer in the accounting software, kept by imports and never shown.
    accounting_reference: f.hidden('Référence comptable', { maxLength: 50 }),
  },
  collections: {
    contacts: {
      kind: 'inline',
      label: 'Contacts',
      element: 'TabCollection',
      titleTemplate: '$first_name $last_name',
      fields: {
        civility: f.select('Civilité', {
          options: [
            { value: 'mme', label: 'Madame' },
            { value: 'm', label: 'Monsieur' },
          ],
        }),
        first_name: f.string('Prénom', { required: true, maxLength: 100, transform: 'uppercase_first' }),
        last_name: f.string('Nom', { required: true, maxLength: 100, transform: 'uppercase' }),
        job_title: f.string('Fonction', { maxLength: 100 }),
        email: f.string('E-mail', { maxLength: 200, validationSchema: email }),
        phone: f.phone('Téléphone'),
        primary: f.boolean('Contact principal'),
      },
      // Each contact's other ways to be reached (a second mobile, a direct line, a fax): a dense table in its tab.
      collections: {
        means: {
          kind: 'inline',
          label: 'Moyens de contact',
          element: 'TableDenseCollection',
          ordered: true,
          fields: {
            type: f.select('Type', {
              required: true,
              options: [
                { value: 'mobile', label: 'Mobile' },
                { value: 'landline', label: 'Ligne directe' },
                { value: 'email', label: 'E-mail' },
                { value: 'fax', label: 'Fax' },
              ],
            }),
            value: f.string('Coordonnée', { required: true, maxLength: 200 }),
            note: f.string('Précision', { maxLength: 100 }),
          },
        },
      },
      layout: ui.vertical(ui.horizontal('civility', 'first_name', 'last_name'), 'job_title', ui.horizontal('email', 'phone'), 'primary', 'means'),
      // One primary contact: the button makes this one primary and the others not.
      itemButton: {
        title: 'Définir comme contact principal',
        icon: 'star',
        displayCondition: { scope: '#/properties/primary', schema: { not: { const: true } } },
        changeField: { field: 'primary', value: true },
        exclusive: true,
      },
    },
    invoices: {
      kind: 'linked',
      label: 'Factures',
      element: 'ListCollection',
      module: 'invoice',
      parentField: 'customer',
      columns: ['number', 'issue_date', 'status', 'total_incl_vat'],
      orderBy: { field: 'issue_date', direction: 'desc' },
    },
  },
  charts: { revenue_by_month: revenueByMonthChart },
  list: {
    columns: ['name', 'code', 'kind', 'city', 'postal_code', 'email', 'phone', { field: 'sectors', hidden: true }, 'active'],
    sort: { field: 'name', direction: 'asc' },
    search: ['name', 'code', 'city', 'email'],
  },
  layout: ui.tabs(
    ui.tab('Général', ui.vertical(ui.horizontal('name', 'code'), 'kind', ui.horizontal('email', 'phone'), 'website', 'invoice_emails', 'active')),
    ui.tab('Adresse', ui.vertical('address', ui.horizontal('postal_code', 'city'))),
    ui.tab('Contacts', 'contacts'),
    ui.tab('Factures', ui.vertical(ui.chart('revenue_by_month', "Chiffre d'affaires des 12 derniers mois"), 'invoices')),
    ui.tab('Notes', ui.vertical('sectors', 'notes', ui.comments(), ui.attachments())),
  ),
  rights: { read: ['staff', 'admin', 'partner'], create: ['staff', 'admin'], update: ['staff', 'admin'] },
});
