import { f } from '../../metadata/fields.js';
import { ui } from '../../metadata/layout.js';
import { defineModule } from '../../metadata/module-definition.js';

/** What a document is: offered when a file is attached to a record, and in the library's list. */
export const documentTypes = [
  { value: 'contract', label: 'Contrat' },
  { value: 'invoice', label: 'Facture' },
  { value: 'quote', label: 'Devis' },
  { value: 'photo', label: 'Photo' },
  { value: 'letter', label: 'Courrier' },
  { value: 'other', label: 'Autre' },
];

/**
 * The organisation's document library (SPEC §2 '/document', attach dialog and document picker): every file attached
 * to a record becomes one of its documents, and a document may be attached to several records. Declared as the
 * library (`documentLibrary`): the documents side tool finds it by that, never by its name.
 */
export const documentModule = defineModule({
  name: 'document',
  label: 'Documents',
  recordName: 'Document',
  menu: { group: 'documents', order: 10, icon: 'description' },
  title: '{title}',
  recordLabel: { fields: ['title'] },
  fields: {
    title: f.string('Titre', { required: true, maxLength: 255 }),
    file: f.file('Fichier', { required: true }),
    type: f.select('Type', { options: documentTypes }),
    description: f.memo('Description'),
  },
  documentLibrary: { title: 'title', file: 'file', type: 'type' },
  list: { columns: ['title', 'type', 'file'], sort: { field: 'title', direction: 'asc' }, search: ['title'] },
  layout: ui.vertical(ui.horizontal('title', 'type'), 'file', 'description'),
});
