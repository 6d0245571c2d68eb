import { f } from '../../src/metadata/fields.js';
import { ui } from '../../src/metadata/layout.js';
import { type ModuleDefinition, defineModule } from '../../src/metadata/module-definition.js';

/**
 * Modules declared for the engine's own tests, independent of the demo modules: a folder with ordered lines and the
 * notes that point at it, and an asynchronous module. They use the kinds whose rules the tests exercise.
 */
export const folderModule = defineModule({
  name: 'folder',
  label: 'Dossiers',
  recordName: 'Dossier',
  title: 'Dossier {name}',
  recordLabel: { fields: ['name'] },
  afterDelete: { url: '/list/folder' },
  afterSave: { url: '/content/dossier/{id}' },
  fields: {
    name: f.string('Nom', { required: true, maxLength: 50 }),
    reference: f.string('Référence', { clearOnCopy: true }),
    total: f.money('Total', { compute: ({ collections }) => (collections.items ?? []).reduce((sum, row) => sum + Number(row.total ?? 0), 0), dependsOn: ['items'] }),
  },
  collections: {
    items: {
      kind: 'inline',
      label: 'Articles',
      element: 'TableDenseCollection',
      ordered: true,
      fields: {
        label: f.string('Libellé', { required: true, maxLength: 100 }),
        quantity: f.number('Quantité', { decimals: 2, min: 0 }),
        price: f.money('Prix'),
        total: f.money('Montant', { compute: ({ values }) => Math.round(Number(values.quantity ?? 0) * Number(values.price ?? 0) * 100) / 100, dependsOn: ['quantity', 'price'] }),
      },
    },
    notes: { kind: 'linked', label: 'Notes', element: 'ListCollection', module: 'note', parentField: 'folder', columns: ['title', 'status', 'related'] },
  },
  layout: ui.tabs(ui.tab('Général', ui.vertical('name', 'reference', 'total')), ui.tab('Articles', 'items'), ui.tab('Notes', 'notes')),
});

export const noteModule = defineModule({
  name: 'note',
  label: 'Notes',
  recordName: 'Note',
  title: '{title}',
  recordLabel: { fields: ['title'] },
  rights: { read: ['staff', 'partner', 'admin'], create: ['staff', 'admin'], update: ['staff', 'admin'], delete: ['admin'] },
  fields: {
    title: f.string('Titre', { required: true, maxLength: 50 }),
    body: f.html('Contenu'),
    amount: f.money('Montant'),
    count: f.number('Nombre'),
    due: f.date('Échéance'),
    until: f.date('Jusqu’au', {
      constraint: [
        { message: 'doit suivre l’échéance', check: (value, { values }) => !values.due || String(value) >= String(values.due) },
        { message: 'doit être en 2026 au plus tard', check: (value) => String(value) < '2027-01-01' },
      ],
    }),
    status: f.select('Statut', { default: 'open', options: [{ value: 'open', label: 'Ouverte' }, { value: 'closed', label: 'Fermée' }] }),
    tags: f.selectMultiple('Étiquettes', { options: [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Bêta' }] }),
    urgent: f.boolean('Urgente'),
    folder: f.selectAsync('Dossier', { module: 'folder' }),
    related: f.selectAsyncMultiple('Dossiers liés', { module: 'folder' }),
    locked_code: f.string('Code verrouillé', { readOnly: true }),
    attachment: f.file('Pièce jointe'),
    reason: f.string('Motif', { required: true, displayCondition: { scope: '#/properties/status', schema: { const: 'closed' } } }),
  },
  layout: ui.vertical('title', 'body', ui.horizontal('amount', 'count'), ui.horizontal('due', 'until'), 'status', 'reason', 'tags', 'urgent', 'folder', 'related', 'locked_code', 'attachment'),
  async preflight({ record }) {
    const warnings = record.values.urgent ? [{ text: 'Une note urgente prévient toute l’équipe.', path: 'urgent' }] : [];
    const errors = record.values.urgent && record.values.status === 'closed' ? [{ text: 'Une note close ne peut pas être urgente.', path: 'urgent' }] : [];
    return { errors, warnings };
  },
});

export const queuedNoteModule = defineModule({
  name: 'queued_note',
  label: 'Notes différées',
  recordName: 'Note différée',
  title: '{title}',
  recordLabel: { fields: ['title'] },
  asyncSave: true,
  fields: { title: f.string('Titre', { required: true, maxLength: 50 }) },
  layout: ui.vertical('title'),
});

export const engineTestModules: ModuleDefinition[] = [folderModule, noteModule, queuedNoteModule];
